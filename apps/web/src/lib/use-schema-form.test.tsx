import { type SignUpInput, SignUpSchema } from '@provisoire/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmailField, Field } from '../ui/field.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { api, fieldText } from './api-client.ts';
import { useSchemaForm } from './use-schema-form.ts';

const register = (account: unknown) => api('POST /api/auth/sign-up', { body: account as SignUpInput });

function SignUpForm({ send = register }: { send?: (account: unknown) => Promise<unknown> }) {
  const { form, onSubmit, onChange, errors, failure } = useSchemaForm(SignUpSchema, send, { email_taken: 'email' });
  return (
    <form ref={form} onSubmit={onSubmit} onChange={onChange} noValidate>
      <FormAlert text={failure} />
      <Field label="Amazina" name="displayName" error={fieldText(errors.displayName)} />
      <EmailField label="Imeli" name="email" error={fieldText(errors.email)} />
      <Field label="Ijambo ry'ibanga" name="password" type="password" error={fieldText(errors.password)} />
      <button type="submit">Iyandikishe</button>
    </form>
  );
}

const NAME_TOO_SHORT = 'Amazina agomba kugira byibura uburebure bwa 3';
const EMAIL_INVALID = 'Imeli ntabwo yemewe.';
const EMAIL_TAKEN = 'Imeli mwatanze yarakoreshejwe';
const NO_NETWORK = 'Nta murandasi. Reba ko uhujwe, wongere ugerageze.';
const SERVER_TROUBLE = 'Habaye Ibibazo bya tekinike, mwihangane mugihe tukibikoraho';

const input = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Iyandikishe' }));

/** The error a screen reader reads with the field, or null when the field is not refused. */
const errorOf = (label: string) => {
  const field = input(label);
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
};

/** The message above the form, or null. */
const failure = () => document.querySelector('form > [role="alert"]')?.textContent ?? null;

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const fetchMock = () => vi.mocked(fetch);

function fillValid() {
  type('Amazina', 'Uwase Aline');
  type('Imeli', 'aline@example.rw');
  type("Ijambo ry'ibanga", 'ikizamini1');
}

beforeEach(() => vi.stubGlobal('fetch', vi.fn()));
afterEach(() => vi.unstubAllGlobals());

describe('a form checked by its schema', () => {
  it('shows what is wrong on each refused field, puts the cursor on the first, and sends nothing', async () => {
    render(<SignUpForm />);
    type('Amazina', 'Al');
    type('Imeli', 'not-an-email');
    type("Ijambo ry'ibanga", 'ikizamini1');
    submit();

    expect(await screen.findByText(NAME_TOO_SHORT)).toBeTruthy();
    expect(errorOf('Amazina')).toBe(NAME_TOO_SHORT);
    expect(errorOf('Imeli')).toBe(EMAIL_INVALID);
    expect(errorOf("Ijambo ry'ibanga")).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(input('Amazina')));
    expect(failure()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('takes a refused field’s error away as soon as it is fixed, and keeps the others', async () => {
    render(<SignUpForm />);
    type('Amazina', 'Al');
    type('Imeli', 'not-an-email');
    submit();
    await screen.findByText(NAME_TOO_SHORT);

    type('Amazina', 'Alin');
    expect(errorOf('Amazina')).toBeNull();
    expect(screen.queryByText(NAME_TOO_SHORT)).toBeNull();
    expect(errorOf('Imeli')).toBe(EMAIL_INVALID);

    type('Imeli', 'still wrong');
    expect(errorOf('Imeli')).toBe(EMAIL_INVALID);
  });

  it('sends the checked values once every field passes', async () => {
    fetchMock().mockResolvedValueOnce(answer(201, {}));
    render(<SignUpForm />);
    type('Amazina', '  Uwase Aline ');
    type('Imeli', ' Aline@Example.RW ');
    type("Ijambo ry'ibanga", 'ikizamini1');
    submit();

    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [path, init] = fetchMock().mock.calls[0] ?? [];
    expect(path).toBe('/api/auth/sign-up');
    expect(JSON.parse(String(init?.body))).toEqual({
      displayName: 'Uwase Aline',
      email: 'aline@example.rw',
      password: 'ikizamini1',
    });
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });
});

/** The sign-up form filled and sent, the server refusing `fields`, the e-mail among them: its error shown. */
async function refusedWith(fields: Record<string, string>) {
  fetchMock().mockResolvedValueOnce(answer(400, { code: 'validation_failed', message: 'invalid body', fields }));
  render(<SignUpForm />);
  fillValid();
  submit();
  expect(await screen.findByText(EMAIL_INVALID)).toBeTruthy();
  expect(errorOf('Imeli')).toBe(EMAIL_INVALID);
}

describe('a form refused by the server', () => {
  it("shows the server's field errors on those fields, with no message above the form", async () => {
    await refusedWith({ email: 'validation.email_invalid', displayName: 'validation.name_too_short' });
    expect(errorOf('Amazina')).toBe(NAME_TOO_SHORT);
    await vi.waitFor(() => expect(document.activeElement).toBe(input('Amazina')));
    expect(failure()).toBeNull();
  });

  it('also says so above the form when the server refuses a field the form does not have', async () => {
    await refusedWith({ email: 'validation.email_invalid', referral: 'validation.body_invalid' });
    await vi.waitFor(() => expect(failure()).not.toBeNull());
  });

  it('shows an e-mail already in use on the e-mail field and puts the cursor there', async () => {
    fetchMock().mockResolvedValueOnce(answer(409, { code: 'email_taken', message: 'taken' }));
    render(<SignUpForm />);
    fillValid();
    submit();

    expect(await screen.findByText(EMAIL_TAKEN)).toBeTruthy();
    expect(errorOf('Imeli')).toBe(EMAIL_TAKEN);
    expect(errorOf('Amazina')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(input('Imeli')));
    expect(failure()).toBeNull();

    type('Imeli', 'aline.u@example.rw');
    expect(errorOf('Imeli')).toBeNull();
  });

  it('says above the form that the server had trouble, with no field marked wrong', async () => {
    fetchMock().mockResolvedValueOnce(answer(500, { code: 'internal_error', message: 'boom' }));
    render(<SignUpForm />);
    fillValid();
    submit();

    await vi.waitFor(() => expect(failure()).toBe(SERVER_TROUBLE));
    expect(errorOf('Amazina')).toBeNull();
    expect(errorOf('Imeli')).toBeNull();
  });

  it('says there is no internet when the request never arrived, and a second try that works clears it', async () => {
    fetchMock().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(answer(201, {}));
    render(<SignUpForm />);
    fillValid();
    submit();
    await vi.waitFor(() => expect(failure()).toBe(NO_NETWORK));

    submit();
    await vi.waitFor(() => expect(failure()).toBeNull());
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });

  it('takes away a field error the server gave once the same form is sent again and accepted', async () => {
    fetchMock()
      .mockResolvedValueOnce(answer(409, { code: 'email_taken', message: 'taken' }))
      .mockResolvedValueOnce(answer(201, {}));
    render(<SignUpForm />);
    fillValid();
    submit();
    expect(await screen.findByText(EMAIL_TAKEN)).toBeTruthy();

    submit();
    await vi.waitFor(() => expect(errorOf('Imeli')).toBeNull());
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('says something went wrong when sending fails for a reason that is not an answer of the server', async () => {
    render(<SignUpForm send={() => Promise.reject(new TypeError('navigate is not a function'))} />);
    fillValid();
    submit();

    await vi.waitFor(() => expect(failure()).toBe(SERVER_TROUBLE));
    expect(errorOf('Imeli')).toBeNull();
  });
});
