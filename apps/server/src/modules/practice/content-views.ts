import { type BankQuestion, LANGUAGES, type Language, type Lesson } from '@provisoire/domain';
import { type CompiledContent, contentIn } from '../../content/compile-content.ts';

/** The bank and the lessons of one language, by id: what a question or a review is shown with. */
export interface ContentView {
  bankById: ReadonlyMap<string, BankQuestion>;
  lessonsById: ReadonlyMap<number, Lesson>;
}

// The practice and exam services read the same views: made once per content loaded.
const built = new WeakMap<CompiledContent, (language: Language) => ContentView>();

/**
 * Each language's view of the content, made once. A question has one id and one key in every language
 * (the build holds it): what is chosen and scored is the Kinyarwanda bank's, what is shown the language's.
 */
export function contentViews(content: CompiledContent): (language: Language) => ContentView {
  const made = built.get(content);
  if (made) return made;
  const views = new Map(
    LANGUAGES.map((language) => {
      const { questions, lessons } = contentIn(content, language);
      const view: ContentView = {
        bankById: new Map(questions.map((q) => [q.id, q])),
        lessonsById: new Map(lessons.map((l) => [l.id, l])),
      };
      return [language, view] as const;
    }),
  );
  const view = (language: Language) => views.get(language)!;
  built.set(content, view);
  return view;
}
