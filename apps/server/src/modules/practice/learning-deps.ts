import type { BankQuestion, Lesson, Recalibration, RoadSign } from '@provisoire/domain';
import type { Database } from '../../db/connect.ts';
import type { AppMetrics } from '../../metrics/metrics.ts';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.ts';

/** What the exam and practice services are built from: the bank and its lessons, access, the clock. */
export interface LearningDeps {
  db: Database;
  bank: BankQuestion[];
  lessons: Lesson[];
  signs: RoadSign[];
  subscriptions: SubscriptionsService;
  clock: () => Date;
  metrics?: AppMetrics;
  /** How real exams correct the readiness model's chance (modules/recalibration); none when absent. */
  recalibration?: () => Promise<Recalibration>;
}
