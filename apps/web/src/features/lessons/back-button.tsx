import { paths } from '@provisoire/domain';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { PathIcon } from '../../ui/icons.tsx';
import { lessonsText } from './lessons-text.ts';

/** Back to where the learner came from; a page opened from a link elsewhere goes to the lessons list. */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const hasHistory = location.key !== 'default';
  return (
    <Button
      variant="ghost"
      className="self-start"
      onClick={() => (hasHistory ? navigate(-1) : navigate(paths.lessons))}
    >
      <PathIcon d="M19 12H5M11 6l-6 6 6 6" /> {lessonsText('common.back')}
    </Button>
  );
}
