import type { ExamPicture } from '@provisoire/domain';

/** A question's road sign, 160 px: big enough to read on a 360 px phone, sized before it arrives. */
export function QuestionPicture({ picture, lazy = false }: { picture: ExamPicture; lazy?: boolean }) {
  return (
    <img
      src={picture.src}
      alt={picture.alt}
      width={160}
      height={160}
      loading={lazy ? 'lazy' : undefined}
      className="mx-auto size-40 object-contain"
    />
  );
}
