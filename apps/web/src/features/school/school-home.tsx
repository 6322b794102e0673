import { joinPath, paths, SCHOOL_KIND_NAMES, type SchoolView } from '@provisoire/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { QueryLoadError } from '../../ui/load-error.tsx';
import { LoadingBlock } from '../../ui/loading-block.tsx';
import { toast } from '../../ui/toast.ts';
import { renewJoinCode, schoolQuery } from './api.ts';
import { ConfirmStep } from './confirm-step.tsx';
import { SchoolStatus } from './school-status.tsx';
import { schoolText } from './school-text.ts';

/** A school's home: its state, and once approved its join code and link to hand to its students. */
export default function SchoolHome() {
  const { user } = useSession();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{user?.displayName}</h1>
      <SchoolState />
    </div>
  );
}

function SchoolState() {
  const school = useQuery(schoolQuery);
  if (school.isPending) return <LoadingBlock />;
  if (school.isError)
    return <QueryLoadError error={school.error} onRetry={() => school.refetch()} busy={school.isFetching} />;
  const { data } = school;
  return (
    <>
      <p className="text-stone-700">
        {data.name} · {SCHOOL_KIND_NAMES[data.kind]} · {data.place.district}
      </p>
      {data.status === 'approved' ? <JoinCode school={data} /> : <SchoolStatus school={data} />}
    </>
  );
}

function JoinCode({ school }: { school: SchoolView }) {
  const queryClient = useQueryClient();
  const link = `${location.origin}${joinPath(school.joinCode ?? '')}`;
  const renew = useMutation({
    mutationFn: renewJoinCode,
    onSuccess: (renewed) => {
      queryClient.setQueryData(schoolQuery.queryKey, renewed);
      toast.success(schoolText('home.renewed'));
    },
  });
  // No clipboard (an old browser, a page not served over https) or a refusal: the link is on the page to copy by hand.
  const copy = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(link))
      .then(
        () => toast.success(schoolText('home.copied')),
        () => toast.error(schoolText('home.copy_failed')),
      );
  return (
    <Card aria-labelledby="join-code" padding="md" className="flex flex-col gap-3">
      <h2 id="join-code" className="text-xl font-bold">
        {schoolText('home.code_title')}
      </h2>
      <p className="font-mono text-3xl font-bold tracking-widest text-emerald-900" data-testid="join-code">
        {school.joinCode}
      </p>
      <p className="text-stone-700">{schoolText('home.code_text')}</p>
      <p className="text-sm break-all text-stone-700">
        <span className="font-medium">{schoolText('home.link')}: </span>
        {link}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={copy}>{schoolText('home.copy')}</Button>
        <Link
          to={paths.students}
          className="inline-flex min-h-11 items-center px-2 font-semibold text-emerald-800 underline"
        >
          {schoolText('home.students_link')}
        </Link>
      </div>
      <ConfirmStep
        trigger={schoolText('home.renew')}
        warning={schoolText('home.renew_confirm')}
        yes={schoolText('home.renew_yes')}
        no={schoolText('home.renew_no')}
        busy={renew.isPending}
        onYes={() => renew.mutateAsync()}
      />
    </Card>
  );
}
