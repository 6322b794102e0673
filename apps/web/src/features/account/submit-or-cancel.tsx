import { Button } from '../../ui/button.tsx';
import { accountText } from './account-text.ts';

/** A small form's send button and the 'Reka' that closes it unsent. */
export const SubmitOrCancel = ({
  label,
  pending,
  onCancel,
}: {
  label: string;
  pending: boolean;
  onCancel: () => void;
}) => (
  <div className="flex flex-wrap gap-3">
    <Button type="submit" busy={pending}>
      {label}
    </Button>
    <Button type="button" variant="secondary" onClick={onCancel}>
      {accountText('contact.cancel')}
    </Button>
  </div>
);
