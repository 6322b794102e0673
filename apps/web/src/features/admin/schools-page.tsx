import {
  type AdminSchool,
  DECISION_REASON_MAX,
  formatRwandanMobile,
  SCHOOL_KIND_NAMES,
  type SchoolStatus,
} from '@provisoire/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { fieldText } from '../../lib/api-client.ts';
import { formatDay } from '../../lib/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { QueryLoadError } from '../../ui/load-error.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { toast } from '../../ui/toast.ts';
import { SCHOOL_API_TEXTS } from '../school/school-api-texts.ts';
import { adminText } from './admin-text.ts';
import { decideSchool, schoolsQuery } from './api.ts';

const STATUS_COLOURS: Record<SchoolStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
};

/** `/dashboard/schools` (Ibigo): the driving schools that signed up, the waiting ones first, to approve or reject. */
export function Component() {
  const schools = useQuery(schoolsQuery);
  return (
    <div className="flex flex-col gap-4">
      <PageTitle text={adminText('schools.title')} />
      <h1 className="text-2xl font-bold">{adminText('schools.title')}</h1>
      {schools.isPending ? (
        <div className="h-40 animate-pulse rounded-2xl bg-stone-200" aria-hidden="true" />
      ) : schools.isError ? (
        <QueryLoadError error={schools.error} onRetry={() => schools.refetch()} busy={schools.isFetching} />
      ) : schools.data.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center ring-1 ring-stone-200">{adminText('schools.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {schools.data.map((school) => (
            <li key={school.id} className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
              <SchoolCard school={school} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SchoolCard({ school }: { school: AdminSchool }) {
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const decide = useMutation({
    mutationFn: (body: { decision: 'approve' | 'reject'; reason?: string }) => decideSchool(school.id, body),
    onSuccess: (_, body) => {
      toast.success(
        adminText(body.decision === 'approve' ? 'schools.approved' : 'schools.rejected', { name: school.name }),
      );
      setRejecting(false);
      return queryClient.invalidateQueries({ queryKey: schoolsQuery.queryKey });
    },
  });
  const reject = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (reason.trim()) decide.mutate({ decision: 'reject', reason: reason.trim() });
  };
  const { place } = school;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold break-words">{school.name}</h2>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_COLOURS[school.status]}`}>
          {adminText(`schools.${school.status}_badge`)}
        </span>
      </div>
      <p className="text-sm text-stone-700">
        {SCHOOL_KIND_NAMES[school.kind]} · TIN {school.tin}
      </p>
      <p className="text-sm break-words text-stone-700">
        {[formatRwandanMobile(school.phone), school.email].filter(Boolean).join(' · ')}
      </p>
      <p className="text-sm text-stone-600">
        {place.sector}, {place.district} · {adminText('users.joined', { date: formatDay(school.createdAt) })}
      </p>
      {school.reason && (
        <p className="text-sm text-red-900">{adminText('schools.reason', { reason: school.reason })}</p>
      )}
      {rejecting ? (
        <form onSubmit={reject} noValidate className="mt-2 flex flex-col gap-2">
          <Field
            label={adminText('schools.reason_label')}
            value={reason}
            maxLength={DECISION_REASON_MAX}
            onChange={(e) => setReason(e.target.value)}
            error={checked && !reason.trim() ? fieldText('validation.reason_required', SCHOOL_API_TEXTS) : undefined}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" busy={decide.isPending}>
              {adminText('schools.reject')}
            </Button>
            <Button variant="secondary" onClick={() => setRejecting(false)}>
              {adminText('schools.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          {school.status !== 'approved' && (
            <Button busy={decide.isPending} onClick={() => decide.mutate({ decision: 'approve' })}>
              {adminText('schools.approve')}
              <span className="sr-only">: {school.name}</span>
            </Button>
          )}
          {school.status !== 'rejected' && (
            <Button variant="secondary" onClick={() => setRejecting(true)}>
              {adminText('schools.reject')}
              <span className="sr-only">: {school.name}</span>
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
