import { useParams } from 'react-router';
import { ReviewView } from './review-view.tsx';

/** `/dashboard/isuzuma/:id`: one past exam, to its owner only (the API answers 404 to anyone else). */
export function Component() {
  const { id = '' } = useParams();
  return <ReviewView id={id} />;
}
