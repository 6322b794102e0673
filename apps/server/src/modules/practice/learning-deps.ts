import type { Recalibration } from '@provisoire/domain';
import type { CompiledContent } from '../../content/compile-content.ts';
import type { Database } from '../../db/connect.ts';
import type { AppMetrics } from '../../metrics/metrics.ts';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.ts';

/**
 * What the exam and practice services are built from: the content (the bank and its lessons, in each
 * language: `contentViews`), access, the clock.
 */
export interface LearningDeps {
  db: Database;
  content: CompiledContent;
  subscriptions: SubscriptionsService;
  clock: () => Date;
  metrics?: AppMetrics;
  /** How real exams correct the readiness model's chance (modules/recalibration); none when absent. */
  recalibration?: () => Promise<Recalibration>;
}
