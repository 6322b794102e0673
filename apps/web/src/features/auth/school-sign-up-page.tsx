import { paths, SCHOOL_KIND_NAMES } from '@provisoire/domain';
import type { Place } from '@provisoire/domain/locations';
import { SchoolAccountSchema, SchoolDetailsSchema, type SchoolSignUpInput } from '@provisoire/domain/school-schemas';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod/mini';
import { t } from '../../i18n/t.ts';
import { apiWith, fieldText } from '../../lib/api-client.ts';
import { setSessionUser } from '../../lib/session.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { Button } from '../../ui/button.tsx';
import { EmailField, Field, PhoneField } from '../../ui/field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { NO_PLACE, PlaceFields } from '../../ui/place-fields.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { toast } from '../../ui/toast.ts';
import { SCHOOL_API_TEXTS } from '../school/school-api-texts.ts';
import { PasswordStrength } from './password-strength.tsx';
import { schoolSignUpText } from './school-sign-up-text.ts';

const KIND_OPTIONS = Object.entries(SCHOOL_KIND_NAMES).map(([value, label]) => ({ value, label }));

type Details = z.output<typeof SchoolDetailsSchema>;

// The sign-up's answers and field keys about schools (a TIN, a kind) are the schools' texts.
const api = apiWith(SCHOOL_API_TEXTS);
const schoolFieldText = (key: string | undefined) => fieldText(key, SCHOOL_API_TEXTS);

/**
 * A driving school's sign-up in two steps: who it is (name, what it teaches, phone, TIN), then where it
 * is and the account it signs in with. The school is pending until an admin approves it.
 */
export function Component() {
  const [details, setDetails] = useState<Details | null>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each change of step moves focus
  useEffect(() => {
    if (moved.current) heading.current?.focus(); // a new step: its heading is read, and Tab goes on from it
    moved.current = true;
  }, [step]);

  return (
    <div className="flex flex-col gap-4">
      <PageTitle text={schoolSignUpText('title')} />
      <h1 className="text-2xl font-bold">{schoolSignUpText('title')}</h1>
      <h2 ref={heading} tabIndex={-1} className="font-semibold text-stone-800">
        <span className="block text-sm font-normal text-stone-600">{schoolSignUpText('step', { n: step })}</span>
        {schoolSignUpText(step === 1 ? 'step1' : 'step2')}
      </h2>
      {step === 1 ? (
        <DetailsStep
          initial={details}
          onDone={(values) => {
            setDetails(values);
            setStep(2);
          }}
        />
      ) : (
        <AccountStep details={details!} onBack={() => setStep(1)} />
      )}
      {/* Not the shared HaveAccountLink: its catalog is all the sign-in texts. */}
      <p className="text-sm">
        {schoolSignUpText('have_account')}{' '}
        <Link to={paths.login} className="font-medium text-emerald-800 underline">
          {schoolSignUpText('log_in')}
        </Link>
      </p>
    </div>
  );
}

function DetailsStep({ initial, onDone }: { initial: Details | null; onDone: (details: Details) => void }) {
  const hydrated = useHydrated();
  const { form, onSubmit, onChange, errors } = useSchemaForm(SchoolDetailsSchema, async (values) => onDone(values));
  return (
    <form ref={form} method="post" onSubmit={onSubmit} onChange={onChange} noValidate className="flex flex-col gap-4">
      <Field
        label={schoolSignUpText('name')}
        name="name"
        autoComplete="organization"
        defaultValue={initial?.name}
        error={schoolFieldText(errors.name)}
      />
      <SelectField
        label={schoolSignUpText('kind')}
        name="kind"
        placeholder={schoolSignUpText('choose')}
        options={KIND_OPTIONS}
        defaultValue={initial?.kind ?? ''}
        error={schoolFieldText(errors.kind)}
      />
      <PhoneField
        label={schoolSignUpText('phone')}
        defaultValue={initial?.phone}
        error={schoolFieldText(errors.phone)}
      />
      <Field
        label={schoolSignUpText('tin')}
        name="tin"
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        hint={schoolSignUpText('tin_hint')}
        defaultValue={initial?.tin}
        error={schoolFieldText(errors.tin)}
      />
      <Button type="submit" disabled={!hydrated}>
        {schoolSignUpText('next')}
      </Button>
    </form>
  );
}

function AccountStep({ details, onBack }: { details: Details; onBack: () => void }) {
  const navigate = useNavigate();
  const [place, setPlace] = useState<Place>(NO_PLACE);
  const { form, onSubmit, onChange, pending, errors, failure, live } = useSchemaForm(
    SchoolAccountSchema,
    async (account) => {
      const input: SchoolSignUpInput = { ...details, ...account };
      const { user } = await api('POST /api/schools', { body: input });
      setSessionUser(user);
      toast.success(schoolSignUpText('success'));
      navigate(paths.dashboard, { replace: true });
    },
    { email_taken: 'email' },
  );
  return (
    <form ref={form} method="post" onSubmit={onSubmit} onChange={onChange} noValidate className="flex flex-col gap-4">
      <FormAlert text={failure} />
      <PlaceFields place={place} onChange={setPlace} errors={errors} withCell={false} />
      <EmailField label={schoolSignUpText('email')} name="email" error={schoolFieldText(errors.email)} />
      <PasswordField
        label={schoolSignUpText('password')}
        name="password"
        autoComplete="new-password"
        hint={t('signup.password_hint')}
        error={schoolFieldText(errors.password)}
      />
      <PasswordStrength password={live.password ?? ''} userInputs={[details.name, live.email ?? '']} />
      <Button type="submit" busy={pending}>
        {schoolSignUpText('submit')}
      </Button>
      <Button variant="secondary" onClick={onBack} disabled={pending}>
        {schoolSignUpText('back')}
      </Button>
    </form>
  );
}
