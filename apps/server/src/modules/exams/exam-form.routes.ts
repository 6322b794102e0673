import { pageRedirect, paths } from '@provisoire/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { acceptForms } from '../../http/form-body.ts';
import { languageOf } from '../../http/request-language.ts';
import type { SessionGuards } from '../auth/session-cookie.ts';
import type { ExamsService } from './exams.service.ts';

/**
 * The exam's start as its page's form posts it, when the learner taps it before the page's script has
 * taken over on a slow phone: the same session and service as `POST /api/exams`, then 303 to the exam
 * (the new one, or the one already open), or back to the page, which says why (a free exam used).
 */
export function examFormRoutes(
  app: FastifyInstance,
  { exams, guards }: { exams: ExamsService; guards: SessionGuards },
) {
  app.register(async (forms) => {
    acceptForms(forms);
    forms.post(paths.examStart, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      await guards.loadUser(req);
      const user = req.user;
      if (!user) return reply.redirect(pageRedirect(paths.examInstructions, false) ?? paths.examInstructions, 303);
      if (user.role === 'school') return reply.redirect(paths.dashboard, 303);
      try {
        await exams.start(user.id, languageOf(req));
      } catch (error) {
        // The page says why; any other refusal is the API's to answer.
        if (error instanceof AppError && error.code === 'free_exam_used')
          return reply.redirect(paths.examInstructions, 303);
        throw error;
      }
      return reply.redirect(paths.exam, 303);
    });
  });
}
