import { JoinCodeSchema } from '@provisoire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiWith, errorText, fieldText } from '../../lib/api-client.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { toast } from '../../ui/toast.ts';
import { SCHOOL_API_TEXTS } from '../school/school-api-texts.ts';
import { membershipQuery } from './api.ts';
import { joinSchoolText } from './join-school-text.ts';

/** Joining calls: their errors (an unknown code, another school) carry the schools' texts. */
const api = apiWith(SCHOOL_API_TEXTS);

/** The code typed or brought by a join link; a link first shows which school it is. */
export default function JoinSchoolForm({
  initialCode,
  focus,
  onJoined,
}: {
  initialCode: string | null;
  /** Opened by its button: the code field takes focus. */
  focus: boolean;
  onJoined: () => void;
}) {
  const queryClient = useQueryClient();
  const named = useQuery({
    queryKey: ['school-of-code', initialCode],
    queryFn: () => api('GET /api/schools/code/:code', { params: { code: initialCode ?? '' } }),
    enabled: initialCode !== null,
    retry: false,
  });
  const { form, onSubmit, onChange, pending, errors, failure } = useSchemaForm(
    JoinCodeSchema,
    async ({ code }) => {
      const { membership } = await api('PUT /api/account/school', { body: { code } });
      queryClient.setQueryData(membershipQuery.queryKey, membership);
      toast.success(joinSchoolText('asked', { name: membership.school.name }));
      onJoined();
    },
    { join_code_unknown: 'code' },
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form appears
  useEffect(() => {
    if (focus) form.current?.querySelector('input')?.focus();
  }, []);
  return (
    <form
      ref={form}
      method="post"
      onSubmit={onSubmit}
      onChange={onChange}
      noValidate
      className="mt-3 flex flex-col gap-3"
    >
      <p className="text-sm text-stone-700">{joinSchoolText('text')}</p>
      {named.data && (
        <FormAlert
          tone="success"
          text={joinSchoolText('invited', { name: named.data.school.name, district: named.data.school.district })}
        />
      )}
      <FormAlert text={failure ?? (named.isError ? errorText(named.error) : null)} />
      <Field
        label={joinSchoolText('code')}
        name="code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        defaultValue={initialCode ?? ''}
        error={fieldText(errors.code, SCHOOL_API_TEXTS)}
      />
      <Button type="submit" busy={pending} className="self-start">
        {joinSchoolText('join')}
      </Button>
    </form>
  );
}
