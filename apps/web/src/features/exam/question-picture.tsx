import type { ExamPicture } from '@provisoire/domain';

/**
 * A question's picture, sized before it arrives: a road sign 160 px square, big enough to read on a
 * 360 px phone; a drawn situation the width of the card, at its own shape.
 */
export function QuestionPicture({ picture, lazy = false }: { picture: ExamPicture; lazy?: boolean }) {
  const drawing = picture.width !== undefined && picture.height !== undefined;
  return (
    <img
      src={picture.src}
      alt={picture.alt}
      width={drawing ? picture.width : 160}
      height={drawing ? picture.height : 160}
      loading={lazy ? 'lazy' : undefined}
      className={drawing ? 'mx-auto h-auto w-full max-w-md' : 'mx-auto size-40 object-contain'}
    />
  );
}
