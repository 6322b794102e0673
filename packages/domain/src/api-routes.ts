import type { z } from 'zod/mini';
import type { AdminAuditEntry, AdminPayment } from './admin-actions.ts';
import type { AdminPage, AdminSubscription, AdminUser } from './admin-lists.ts';
import type { AdminOverview } from './admin-overview.ts';
import type { GrantInput } from './admin-schemas.ts';
import type {
  AddEmailInput,
  ChangePasswordInput,
  LoginInput,
  PasswordResetInput,
  SignUpInput,
} from './auth-schemas.ts';
import type { CalibrationReport } from './calibration.ts';
import type { Lesson, LessonList, OfflinePack, SignLibrary, StudyPage } from './content.ts';
import type { FailingDelivery } from './deliveries.ts';
import type { ExamAttempt, ExamEligibility, ExamResult, ExamResultPage, ExamReview } from './exam.ts';
import type { AnswerSchema, StartExamSchema } from './exam-schemas.ts';
import type { ItemAnalysis } from './item-stats.ts';
import type { JoinCodeSchema } from './join-codes.ts';
import type { StartPaymentInput } from './payment-schemas.ts';
import type { PhoneCodeCheckInput, PhoneCodeSent } from './phone-code-schemas.ts';
import type { PaidPlanCode } from './plans.ts';
import type { MistakeList, PracticeFeedback, PracticeNext, Progress, SelfCheck } from './practice.ts';
import type { PracticePack } from './practice-present.ts';
import type { PracticeAnswerInput, TestDateInput } from './practice-schemas.ts';
import type { ProfileSchema } from './profile-schemas.ts';
import type { NotificationView, SentMessage } from './school-messages.ts';
import type { SchoolDecisionSchema, SchoolSignUpInput } from './school-schemas.ts';
import type { SchoolMessageInput } from './school-work-schemas.ts';
import type {
  AdminSchool,
  JoinRequest,
  Membership,
  OwnSchoolView,
  SchoolOfCode,
  SchoolView,
  StudentProgress,
} from './schools.ts';
import type { SeatCount } from './seats.ts';
import type { Device, SessionUser } from './session-user.ts';
import type { PaymentView, SubscriptionAnswer, SubscriptionView } from './subscription-views.ts';

type UserAnswer = { user: SessionUser };

/**
 * Every route of the API that the web app calls: `METHOD /path` (a `:name` is a parameter of the path),
 * the body it takes and what it answers. The web's `api()` takes these keys and is typed by them, and the
 * server registers these routes through them (`http/api-route.ts`), so a change of an answer on one side
 * fails the typecheck of the other. `response: undefined` is an answer without a body (202, 204).
 */
export interface ApiRoutes {
  'GET /api/auth/me': { response: { user: SessionUser | null } };
  'POST /api/auth/sign-up': { body: SignUpInput; response: UserAnswer };
  'POST /api/auth/login': { body: LoginInput; response: UserAnswer };
  'POST /api/auth/phone/code': { body: { phone: string }; response: PhoneCodeSent };
  'POST /api/auth/phone/verify': { body: PhoneCodeCheckInput; response: UserAnswer };
  'POST /api/auth/password-reset/request': { body: { email: string }; response: undefined };
  'POST /api/auth/password-reset': { body: PasswordResetInput; response: UserAnswer };
  'POST /api/auth/verify-email': { body: { token: string }; response: undefined };
  'POST /api/auth/verify-email/resend': { response: undefined };
  'POST /api/auth/password': { body: ChangePasswordInput; response: undefined };
  'GET /api/auth/sessions': { response: { sessions: Device[] } };
  'POST /api/auth/sessions/sign-out-others': { response: { signedOut: number } };

  'PUT /api/account/profile': { body: z.input<typeof ProfileSchema>; response: UserAnswer };
  'POST /api/account/phone/code': { body: { phone: string }; response: PhoneCodeSent };
  'POST /api/account/phone/verify': { body: PhoneCodeCheckInput; response: { phone: string } };
  'POST /api/account/email': { body: AddEmailInput; response: { email: string } };
  'DELETE /api/account/phone': { response: undefined };
  'DELETE /api/account/google': { response: undefined };
  'GET /api/account/school': { response: { membership: Membership | null } };
  'PUT /api/account/school': { body: z.input<typeof JoinCodeSchema>; response: { membership: Membership } };
  'DELETE /api/account/school': { response: undefined };

  'GET /api/lessons': { response: LessonList };
  'GET /api/lessons/:id': { response: Lesson };
  'GET /api/pages/:slug': { response: StudyPage };
  'GET /api/signs': { response: SignLibrary };
  'GET /api/offline-pack': { response: OfflinePack };
  'GET /api/progress': { response: Progress };

  'GET /api/exams/eligibility': { response: ExamEligibility };
  'POST /api/exams': { body?: z.input<typeof StartExamSchema>; response: ExamAttempt };
  'GET /api/exams/current': { response: ExamAttempt };
  'PUT /api/exams/:id/answers/:position': { body: z.input<typeof AnswerSchema>; response: { savedAt: string } };
  'POST /api/exams/:id/finish': { response: ExamResult };
  'GET /api/exams/results': { response: ExamResultPage };
  'GET /api/exams/:id/review': { response: ExamReview };

  'GET /api/practice/next': { response: PracticeNext };
  'POST /api/practice/answers': { body: PracticeAnswerInput; response: PracticeFeedback };
  'POST /api/practice/checks': { body: { lesson: number }; response: SelfCheck };
  'GET /api/practice/pack': { response: PracticePack };
  'GET /api/practice/mistakes': { response: MistakeList };
  'PUT /api/plan/test-date': { body: TestDateInput; response: { testDate: string | null } };

  'GET /api/subscription': { response: SubscriptionAnswer };
  'POST /api/subscription/trial': { response: SubscriptionAnswer };
  'GET /api/payments': { response: { payments: PaymentView[] } };
  'POST /api/payments': { body: StartPaymentInput; response: PaymentView };
  'GET /api/payments/:id': { response: PaymentView };
  'POST /api/payments/:id/cancel': { response: PaymentView };

  'GET /api/notifications': { response: { notifications: NotificationView[]; unread: number } };
  'POST /api/notifications/read': { response: undefined };

  'POST /api/schools': { body: SchoolSignUpInput; response: UserAnswer };
  'GET /api/schools/code/:code': { response: { school: SchoolOfCode } };
  'GET /api/school': { response: { school: OwnSchoolView } };
  'GET /api/school/students': { response: { students: StudentProgress[]; requests: JoinRequest[] } };
  'GET /api/school/students/:id': { response: { student: StudentProgress; exams: ExamResultPage } };
  'POST /api/school/join-code': { response: { school: OwnSchoolView } };
  'POST /api/school/students/:id/accept': { response: undefined };
  'DELETE /api/school/students/:id': { response: undefined };
  'GET /api/school/seats': { response: { seats: SeatCount[] } };
  'POST /api/school/students/:id/seat': {
    body: { plan: PaidPlanCode; requestId: string };
    response: { seats: SeatCount[] };
  };
  'GET /api/school/messages': { response: { messages: SentMessage[] } };
  'POST /api/school/messages': { body: SchoolMessageInput; response: { id: string; recipients: number } };

  'GET /api/admin/overview': { response: AdminOverview };
  'GET /api/admin/users': { response: AdminPage<AdminUser> };
  'GET /api/admin/subscriptions': { response: AdminPage<AdminSubscription> };
  'GET /api/admin/payments': { response: AdminPage<AdminPayment> };
  'GET /api/admin/audit': { response: AdminPage<AdminAuditEntry> };
  'GET /api/admin/deliveries': { response: { deliveries: FailingDelivery[] } };
  'POST /api/admin/users/:id/grants': { body: GrantInput; response: { subscription: SubscriptionView } };
  'POST /api/admin/payments/:id/check': { response: AdminPayment };
  'GET /api/admin/schools': { response: { schools: AdminSchool[] } };
  'POST /api/admin/schools/:id/decision': {
    body: z.input<typeof SchoolDecisionSchema>;
    response: { school: SchoolView };
  };
  'GET /api/admin/questions/stats': { response: ItemAnalysis };
  'GET /api/admin/calibration': { response: CalibrationReport };
}

export type ApiRoute = keyof ApiRoutes;
export type ApiResponse<R extends ApiRoute> = ApiRoutes[R]['response'];
export type ApiBody<R extends ApiRoute> = ApiRoutes[R] extends { body?: infer B } ? B : never;

/** The names of a path's parameters: `'id' | 'position'` for `/api/exams/:id/answers/:position`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a call of a route gives beside its key: the path's parameters, the body, a query. */
export type ApiCall<R extends ApiRoute> = ([ParamNames<R>] extends [never]
  ? { params?: never }
  : { params: Record<ParamNames<R>, string | number> }) &
  (ApiRoutes[R] extends { body: unknown } ? { body: ApiBody<R> } : { body?: ApiBody<R> }) & {
    query?: Record<string, string | number | undefined>;
  };

/** Whether a call of the route needs its `ApiCall` (parameters in the path, or a body it must have). */
export type ApiCallArgs<R extends ApiRoute> = [ParamNames<R>] extends [never]
  ? ApiRoutes[R] extends { body: unknown }
    ? [call: ApiCall<R>]
    : [call?: ApiCall<R>]
  : [call: ApiCall<R>];

/**
 * The address a call goes to: the route's path with its parameters filled in (each encoded), then the
 * query's defined, non-empty values.
 */
export function apiUrl(
  route: ApiRoute,
  { params, query }: { params?: Record<string, string | number>; query?: ApiCall<ApiRoute>['query'] } = {},
) {
  const path = route
    .slice(route.indexOf(' ') + 1)
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== '') search.set(name, `${value}`);
  const asked = `${search}`;
  return asked ? `${path}?${asked}` : path;
}
