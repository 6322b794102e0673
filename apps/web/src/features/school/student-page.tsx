import type { StudentProgress } from '@provisoire/domain';
import { paths } from '@provisoire/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDay } from '../../lib/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { QueryLoadError } from '../../ui/load-error.tsx';
import { LoadingBlock } from '../../ui/loading-block.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { toast } from '../../ui/toast.ts';
import { usePartName } from '../practice/exam-part.tsx';
import { removeStudent, studentQuery, studentsQuery } from './api.ts';
import { ConfirmStep } from './confirm-step.tsx';
import { GiveSeat } from './give-seat.tsx';
import { ProgressFigures } from './progress-figures.tsx';
import { schoolText } from './school-text.ts';

/** `/dashboard/students/:id`: one student's progress and finished exams (grades only, never answers). */
export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useInfiniteQuery(studentQuery(id));
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => removeStudent(id),
    onSuccess: async () => {
      toast.success(schoolText('student.removed', { name: student?.displayName ?? '' }));
      // The list must not show them again from its cache.
      await queryClient.invalidateQueries({ queryKey: studentsQuery.queryKey });
      navigate(paths.students, { replace: true });
    },
  });
  const student = query.data?.pages[0]?.student;
  const exams = query.data?.pages.flatMap((page) => page.exams.results) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <PageTitle text={student?.displayName ?? schoolText('students.title')} />
      <Link to={paths.students} className="self-start font-semibold text-emerald-800 underline">
        {schoolText('student.back')}
      </Link>
      {query.isPending ? (
        <LoadingBlock />
      ) : !student ? (
        <QueryLoadError error={query.error} onRetry={() => query.refetch()} busy={query.isFetching} />
      ) : (
        <>
          <h1 className="text-2xl font-bold break-words">{student.displayName}</h1>
          <Card padding="md">
            <ProgressFigures student={student} />
          </Card>
          <Weakest student={student} />
          <section aria-labelledby="exams" className="flex flex-col gap-2">
            <h2 id="exams" className="text-lg font-bold">
              {schoolText('student.exams')}
            </h2>
            {exams.length === 0 ? (
              <p className="text-stone-700">{schoolText('student.no_exams')}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {exams.map((exam) => (
                  <li
                    key={exam.id}
                    className="flex items-center justify-between gap-3 rounded-xl bg-white p-4 ring-1 ring-stone-200"
                  >
                    <span>{formatDay(exam.finishedAt)}</span>
                    <span className="font-bold">{schoolText('progress.grade', { grade: exam.grade })}</span>
                    <span
                      className={`rounded-full px-3 py-1 text-sm font-semibold ${exam.passed ? 'bg-emerald-100 text-emerald-900' : 'bg-red-100 text-red-900'}`}
                    >
                      {schoolText(exam.passed ? 'student.passed' : 'student.failed')}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {query.hasNextPage && (
              <Button variant="secondary" busy={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
                {schoolText('student.more')}
              </Button>
            )}
            {query.isFetchNextPageError && <QueryLoadError error={query.error} onRetry={() => query.fetchNextPage()} />}
          </section>
          <GiveSeat student={student} />
          <ConfirmStep
            trigger={schoolText('student.remove')}
            warning={schoolText('student.remove_confirm')}
            yes={schoolText('student.remove_yes')}
            no={schoolText('home.renew_no')}
            busy={remove.isPending}
            onYes={() => remove.mutateAsync()}
          />
        </>
      )}
    </div>
  );
}

/** The parts of the exam (the road signs, or a lesson) that hold the student's chance down most, weakest first. */
function Weakest({ student }: { student: StudentProgress }) {
  const name = usePartName();
  return (
    <Card aria-labelledby="weakest" padding="md">
      <h2 id="weakest" className="text-lg font-bold">
        {schoolText('student.weakest')}
      </h2>
      {student.weakest.length === 0 ? (
        <p className="mt-1 text-stone-700">{schoolText('student.weakest_none')}</p>
      ) : (
        <ol className="mt-1 flex flex-col gap-1">
          {student.weakest.map((id) => (
            <li key={id} className="font-semibold">
              {name(id)}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
