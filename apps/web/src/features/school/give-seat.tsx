import type { PaidPlanCode, StudentProgress } from '@provisoire/domain';
import { paths } from '@provisoire/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { planName } from '../../lib/plan-name.ts';
import { uuid } from '../../lib/uuid.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { QueryLoadError } from '../../ui/load-error.tsx';
import { toast } from '../../ui/toast.ts';
import { giveSeat, seatsQuery, studentQuery } from './api.ts';
import { schoolText } from './school-text.ts';

/** 'Tanga intebe': one of the school's free seats to this student, which grants them its plan. */
export function GiveSeat({ student }: { student: StudentProgress }) {
  const seats = useQuery(seatsQuery);
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<PaidPlanCode | null>(null);
  const give = useMutation({
    mutationFn: (plan: PaidPlanCode) => giveSeat(student.id, { plan, requestId: uuid() }),
    onSuccess: async (counts, plan) => {
      queryClient.setQueryData(seatsQuery.queryKey, counts);
      toast.success(schoolText('seats.given', { name: student.displayName, plan: planName(plan) }));
      await queryClient.invalidateQueries({ queryKey: studentQuery(student.id).queryKey });
    },
  });
  const free = seats.data?.filter((s) => s.free > 0) ?? [];
  const plan = chosen && free.some((s) => s.plan === chosen) ? chosen : (free[0]?.plan ?? null);
  return (
    <Card aria-labelledby="give-seat" padding="md" className="flex flex-col gap-3">
      <h2 id="give-seat" className="text-lg font-bold">
        {schoolText('seats.give_title')}
      </h2>
      {seats.isError ? (
        <QueryLoadError error={seats.error} onRetry={() => seats.refetch()} busy={seats.isFetching} />
      ) : seats.isPending ? null : free.length === 0 ? (
        <p className="text-stone-700">
          {schoolText('seats.none')}{' '}
          <Link to={paths.seats} className="font-semibold text-emerald-800 underline">
            {schoolText('seats.buy_link')}
          </Link>
        </p>
      ) : (
        <>
          <p className="text-stone-700">{schoolText('seats.give_text')}</p>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium">{schoolText('seats.give_plan')}</legend>
            {free.map((s) => (
              <label key={s.plan} className="flex min-h-11 items-center gap-3 rounded-lg px-2 ring-1 ring-stone-200">
                <input
                  type="radio"
                  name="seat-plan"
                  checked={plan === s.plan}
                  onChange={() => setChosen(s.plan)}
                  className="size-5 accent-emerald-700"
                />
                {schoolText('seats.give_option', { plan: planName(s.plan), count: s.free })}
              </label>
            ))}
          </fieldset>
          <Button className="self-start" busy={give.isPending} onClick={() => plan && give.mutate(plan)}>
            {schoolText('seats.give')}
          </Button>
        </>
      )}
    </Card>
  );
}
