import { addDays, type StudyPlan, TEST_DATE_MAX_DAYS } from '@provisoire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { apiWith, errorText } from '../../lib/api-client.ts';
import { progressQuery } from '../../lib/learner-queries.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { testDateText, texts } from './test-date-text.ts';

/** Its refusal ("a date from today to a year ahead") is this form's own text. */
const api = apiWith(texts);

/**
 * Sets, changes or clears the day of the learner's test; the plan then follows it. Between today and a
 * year ahead, in Kigali's calendar (the plan's today); the server checks the same.
 */
export default function TestDateForm({ plan, onDone }: { plan: StudyPlan; onDone: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { today } = plan;
  useEffect(() => input.current?.focus(), []);

  async function save(testDate: string | null) {
    setBusy(true);
    setFailure(null);
    try {
      await api('PUT /api/plan/test-date', { body: { testDate } });
      await client.invalidateQueries({ queryKey: progressQuery.queryKey });
      onDone();
    } catch (error) {
      setFailure(errorText(error));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save(input.current?.value || null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onDone();
  };

  return (
    <form
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      className="flex w-full flex-col gap-2 rounded-xl bg-white p-3 ring-1 ring-stone-200"
    >
      <label htmlFor={id} className="font-semibold">
        {testDateText('test_date.label')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-stone-700">
        {testDateText('test_date.hint')}
      </p>
      <input
        ref={input}
        id={id}
        type="date"
        required
        min={today}
        max={addDays(today, TEST_DATE_MAX_DAYS)}
        defaultValue={plan.testDate ?? ''}
        aria-describedby={`${id}-hint`}
        aria-invalid={failure ? true : undefined}
        className="min-h-11 rounded-lg border border-stone-400 bg-white px-3"
      />
      <FormAlert text={failure} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          {testDateText('test_date.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {testDateText('test_date.cancel')}
        </Button>
        {plan.testDate && (
          <Button variant="secondary" disabled={busy} onClick={() => void save(null)}>
            {testDateText('test_date.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
