import { normalizeJoinCode } from '@provisoire/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { QueryLoadError } from '../../ui/load-error.tsx';
import { toast } from '../../ui/toast.ts';
import { AccountSection } from './account-section.tsx';
import { membershipQuery } from './api.ts';
import { schoolSectionText } from './school-section-text.ts';

// The form comes when it is wanted (a join link, or the button): most learners never open it.
const JoinSchoolForm = lazy(() => import('./join-school-form.tsx'));

/** The code of a join link (`?ikigo=`), when it can be one. */
function useLinkCode() {
  const [params, setParams] = useSearchParams();
  const code = normalizeJoinCode(params.get('ikigo') ?? '');
  const forget = () => setParams({}, { replace: true });
  return { code, forget };
}

/** 'Ikigo cyanjye': the learner's driving school, joining it by code or link, and leaving it. */
export function SchoolSection() {
  const membership = useQuery(membershipQuery);
  const link = useLinkCode();
  const [opened, setOpened] = useState(false);
  const queryClient = useQueryClient();
  const leave = useMutation({
    mutationFn: () => api('DELETE /api/account/school'),
    onSuccess: () => {
      toast.success(schoolSectionText('left'));
      queryClient.setQueryData(membershipQuery.queryKey, null);
    },
  });
  return (
    <AccountSection title={schoolSectionText('title')}>
      {membership.isPending ? (
        <div className="mt-3 h-16 animate-pulse rounded-xl bg-stone-100" aria-hidden="true" />
      ) : membership.isError ? (
        <QueryLoadError error={membership.error} onRetry={() => membership.refetch()} busy={membership.isFetching} />
      ) : membership.data ? (
        <div className="mt-3 flex flex-col gap-3">
          {/* A join link while already in a school: say why nothing joins. */}
          <FormAlert text={link.code ? schoolSectionText('one_school') : null} />
          <p>
            <span className="font-semibold">{membership.data.school.name}</span> ({membership.data.school.district})
          </p>
          <p className="text-sm text-stone-700">{schoolSectionText(membership.data.status)}</p>
          <Button variant="secondary" className="self-start" busy={leave.isPending} onClick={() => leave.mutate()}>
            {schoolSectionText('leave')}
          </Button>
        </div>
      ) : (
        <JoinOrOpen code={link.code} opened={opened} onOpen={() => setOpened(true)} onJoined={link.forget} />
      )}
    </AccountSection>
  );
}

function JoinOrOpen({
  code,
  opened,
  onOpen,
  onJoined,
}: {
  code: string | null;
  opened: boolean;
  onOpen: () => void;
  onJoined: () => void;
}) {
  if (!code && !opened)
    return (
      <div className="mt-3 flex flex-col items-start gap-3">
        <p className="text-sm text-stone-700">{schoolSectionText('none')}</p>
        <Button variant="secondary" onClick={onOpen}>
          {schoolSectionText('open')}
        </Button>
      </div>
    );
  return (
    <Suspense fallback={<div className="mt-3 h-24 animate-pulse rounded-xl bg-stone-100" aria-hidden="true" />}>
      <JoinSchoolForm initialCode={code} focus={opened} onJoined={onJoined} />
    </Suspense>
  );
}
