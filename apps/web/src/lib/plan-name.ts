import { PLAN_NAMES, type PlanCode } from '@provisoire/domain';
import { language } from '../i18n/language.ts';

/** A plan's name in the page's language: one name a plan, wherever it is shown. */
export const planName = (plan: PlanCode) => PLAN_NAMES[language()][plan];
