import type { JoinRequest } from '@provisoire/domain';
import { paths, STUDENT_SORTS, type StudentSort, sortStudents } from '@provisoire/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { formatDay } from '../../lib/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { QueryLoadError } from '../../ui/load-error.tsx';
import { LoadingBlock } from '../../ui/loading-block.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { toast } from '../../ui/toast.ts';
import { acceptStudent, removeStudent, schoolQuery, studentsQuery } from './api.ts';
import { ProgressFigures } from './progress-figures.tsx';
import { SchoolStatus } from './school-status.tsx';
import { schoolText } from './school-text.ts';

const SORT_OPTIONS = STUDENT_SORTS.map((sort) => ({ value: sort, label: schoolText(`sort.${sort}`) }));
const isSort = (value: string | null): value is StudentSort => STUDENT_SORTS.includes(value as StudentSort);
const shut = (error: unknown) =>
  error instanceof ApiError && (error.code === 'school_pending' || error.code === 'school_rejected');

/** `/dashboard/students`: who asks to join (accept or decline), and the students with their progress. */
export function Component() {
  const students = useQuery({ ...studentsQuery, retry: (n, error) => !shut(error) && n < 3 });
  return (
    <div className="flex flex-col gap-4">
      <PageTitle text={schoolText('students.title')} />
      <h1 className="text-2xl font-bold">{schoolText('students.title')}</h1>
      {students.isPending ? (
        <LoadingBlock />
      ) : students.isError ? (
        shut(students.error) ? (
          <NotApproved />
        ) : (
          <QueryLoadError error={students.error} onRetry={() => students.refetch()} busy={students.isFetching} />
        )
      ) : (
        <>
          {students.data.requests.length > 0 && <Requests requests={students.data.requests} />}
          <StudentList students={students.data.students} />
        </>
      )}
    </div>
  );
}

function NotApproved() {
  const school = useQuery(schoolQuery);
  return school.data ? <SchoolStatus school={school.data} /> : null;
}

function Requests({ requests }: { requests: JoinRequest[] }) {
  const queryClient = useQueryClient();
  const answer = useMutation({
    mutationFn: ({ request, accept }: { request: JoinRequest; accept: boolean }) =>
      accept ? acceptStudent(request.id) : removeStudent(request.id),
    onSuccess: (_, { request, accept }) => {
      toast.success(schoolText(accept ? 'students.accepted' : 'students.declined', { name: request.displayName }));
      return queryClient.invalidateQueries({ queryKey: studentsQuery.queryKey });
    },
  });
  return (
    <section aria-labelledby="requests" className="flex flex-col gap-2">
      <h2 id="requests" className="text-lg font-bold">
        {schoolText('students.requests', { count: requests.length })}
      </h2>
      <ul className="flex flex-col gap-2">
        {requests.map((request) => (
          <li
            key={request.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200"
          >
            <span>
              <span className="block font-semibold">{request.displayName}</span>
              <span className="text-sm text-stone-700">
                {schoolText('students.asked', { date: formatDay(request.requestedAt) })}
              </span>
            </span>
            <span className="flex gap-2">
              <Button
                busy={answer.isPending && answer.variables.request.id === request.id && answer.variables.accept}
                disabled={answer.isPending}
                onClick={() => answer.mutate({ request, accept: true })}
              >
                {schoolText('students.accept')}
                <span className="sr-only">: {request.displayName}</span>
              </Button>
              <Button
                variant="secondary"
                disabled={answer.isPending}
                onClick={() => answer.mutate({ request, accept: false })}
              >
                {schoolText('students.decline')}
                <span className="sr-only">: {request.displayName}</span>
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function StudentList({ students }: { students: Parameters<typeof sortStudents>[0] }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('sort');
  const sort: StudentSort = isSort(requested) ? requested : 'name';
  if (students.length === 0)
    return <p className="rounded-xl bg-white p-6 text-center ring-1 ring-stone-200">{schoolText('students.empty')}</p>;
  return (
    <section aria-labelledby="students" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="students" className="text-lg font-bold" aria-live="polite">
          {schoolText('students.count', { count: students.length })}
        </h2>
        <SelectField
          label={schoolText('students.sort')}
          placeholder={schoolText('sort.name')}
          options={SORT_OPTIONS.slice(1)}
          value={sort === 'name' ? '' : sort}
          onChange={(e) => setParams(e.target.value ? { sort: e.target.value } : {}, { replace: true })}
        />
      </div>
      <ul className="flex flex-col gap-2">
        {sortStudents(students, sort).map((student) => (
          <li key={student.id} className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
            <Link to={paths.student(student.id)} className="mb-2 inline-block font-semibold text-emerald-800 underline">
              {student.displayName}
            </Link>
            <ProgressFigures student={student} />
          </li>
        ))}
      </ul>
    </section>
  );
}
