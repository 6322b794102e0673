import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXAM, QUESTION_TOPICS } from '@provisoire/domain';
import { describe, expect, it } from 'vitest';
import { CONTENT_SOURCE, contentCopies, problemsOf } from '../../test/content-copies.ts';
import { compileContent } from './compile-content.ts';
import { normalise } from './question-parser.ts';

describe('the question bank under content/questions', () => {
  const { questions, signs } = compileContent(CONTENT_SOURCE);

  it('holds at least 850 questions, 150 with a road sign, 150 with a drawn situation, and shows every sign', () => {
    expect(questions.length).toBeGreaterThanOrEqual(850);
    expect(questions.filter((q) => q.sign).length).toBeGreaterThanOrEqual(150);
    const situations = questions.filter((q) => q.picture && !q.sign);
    expect(situations.length).toBeGreaterThanOrEqual(150);
    expect(new Set(situations.map((q) => q.picture!.src)).size).toBeGreaterThanOrEqual(90);
    const shown = new Set(questions.map((q) => q.sign));
    expect(signs.filter((s) => !shown.has(s.code)).map((s) => s.code)).toEqual([]);
  });

  it('covers every lesson from 3 to 13, each enough for an exam to draw from', () => {
    for (const topic of QUESTION_TOPICS)
      expect(questions.filter((q) => q.topic === topic).length).toBeGreaterThanOrEqual(20);
  });

  it('gives each question four choices, one right, and an explanation citing its article', () => {
    for (const q of questions) {
      expect(q.choices, q.id).toHaveLength(EXAM.choices);
      expect(q.correct, q.id).toBeGreaterThanOrEqual(0);
      expect(q.explanation, q.id).toMatch(/Ingingo ya \d+/);
    }
  });

  it('makes "none of these is correct" the right answer sometimes, as the real exam does', () => {
    const none = questions.filter((q) => q.choices[3] === "Nta gisubizo cy'ukuri kirimo");
    expect(none.filter((q) => q.correct === 3).length).toBeGreaterThanOrEqual(20);
    expect(none.filter((q) => q.correct !== 3).length).toBeGreaterThanOrEqual(20);
  });

  it("never tells a learner who cannot see the picture the sign's name", () => {
    const names = new Map(signs.map((s) => [s.code, normalise(s.name)]));
    for (const q of questions.filter((q) => q.sign))
      expect(normalise(q.picture!.alt), q.id).not.toContain(names.get(q.sign!));
  });
});

describe("a question author's mistake", () => {
  const copyWith = contentCopies();
  const file = readdirSync(join(CONTENT_SOURCE, 'questions')).find((f) => f.startsWith('13-'))!;
  /** The real content with lesson 13's questions replaced by `body`. */
  const problemsWith = (body: string) =>
    problemsOf(copyWith(`questions/${file}`, body)).map((p) => p.replace(file, '13.md'));

  const question = (id: string, lines: string) => `## ${id}\n${lines}\n`;
  const good = (id: string, right: number, stem = `Ikibazo ${id}:`) =>
    question(
      id,
      `${stem}\n\n${[0, 1, 2, 3].map((i) => `- [${i === right ? 'x' : ' '}] Igisubizo ${i}`).join('\n')}\n\n> Ni uko (Ingingo ya 141).`,
    );

  it('names the file, the question and the reason', () => {
    const problems = problemsWith(
      [
        question('13-901', 'Ikibazo:\n\n- [x] a\n- [x] b\n- [ ] c\n\n> Ni uko.'),
        question(
          '13-902',
          "![Uruziga rufite 50](sign:C.14)\nIki cyapa?\n\n- [ ] Nta gisubizo cy'ukuri kirimo\n- [x] a na b\n- [ ] c\n- [ ] d",
        ),
        question(
          '13-903',
          '![Ishusho](sign:Z.9)\nIki cyapa?\n\n- [x] a\n- [ ] b\n- [ ] c\n- [ ] d\n\n> Ingingo ya 97.',
        ),
        good('13-904', 0),
        good('13-904', 1),
        good('13-905', 2, 'Ikibazo 13-904:'),
      ].join('\n'),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'questions/13.md 13-901: 3 choices, a question has 4',
        'questions/13.md 13-901: 2 choices marked [x], exactly one is right',
        'questions/13.md 13-901: the explanation cites no article ("Ingingo ya N")',
        `questions/13.md 13-902: "Nta gisubizo cy'ukuri kirimo" must be the last choice`,
        'questions/13.md 13-902: choice "a na b" names other letters, which a shuffled exam moves',
        'questions/13.md 13-902: no explanation (a line starting with >)',
        'questions/13.md 13-903: no sign Z.9 in content/signs',
        'question id 13-904 is used 2 times',
        'questions 13-904 and 13-905 ask the same question',
      ]),
    );
  });

  it("refuses a picture description that gives the sign's name or the answer away", () => {
    const problems = problemsWith(
      question(
        '13-910',
        '![Tanga inzira](sign:B.1)\nIki cyapa gisobanura iki?\n\n- [x] Tanga inzira\n- [ ] b\n- [ ] c\n- [ ] d\n\n> Ni uko (Ingingo ya 95).',
      ),
    );
    expect(problems).toContain(
      "questions/13.md 13-910: the picture's description gives the answer or the sign's name away",
    );
  });

  /** A question whose right choice is `key` and whose others are `others`. */
  const withChoices = (id: string, key: string, others: string[], stem = `Ikibazo ${id}:`) =>
    question(
      id,
      `${stem}\n\n${[key, ...others].map((c, i) => `- [${i === 0 ? 'x' : ' '}] ${c}`).join('\n')}\n\n> Ni uko (Ingingo ya 141).`,
    );
  const ids = (count: number) => Array.from({ length: count }, (_, i) => `13-9${String(i).padStart(2, '0')}`);

  it('refuses a file where the right answer is the longest choice too often, naming the file', () => {
    // 4 of the 12 keys (33 %) are the longest choice.
    const body = ids(12).map((id, i) =>
      i % 3 === 0
        ? withChoices(id, 'Igisubizo kirekire cyane', ['Igisubizo b', 'Igisubizo c', 'Igisubizo d'])
        : good(id, i % 4),
    );
    expect(problemsWith(body.join('\n'))).toContain(
      'questions/13.md: the right answer is the longest choice in 33 % of the questions; at most 32 %',
    );
    // Three of twelve (25 %) pass.
    const fewer = ids(12).map((id, i) =>
      i % 4 === 0
        ? withChoices(id, 'Igisubizo kirekire cyane', ['Igisubizo b', 'Igisubizo c', 'Igisubizo d'])
        : good(id, i % 4),
    );
    expect(problemsWith(fewer.join('\n')).filter((p) => p.includes('longest'))).toEqual([]);
  });

  it('refuses a file where "all correct" is right whenever it is offered', () => {
    const all = 'Ibisubizo byose ni ukuri';
    const body = [
      ...ids(3).map((id) =>
        question(
          id,
          `Ikibazo ${id}:\n\n- [ ] Igisubizo a\n- [ ] Igisubizo b\n- [ ] Igisubizo c\n- [x] ${all}\n\n> Ni uko (Ingingo ya 141).`,
        ),
      ),
      ...ids(12)
        .slice(3)
        .map((id, i) => good(id, i % 3)),
    ];
    expect(problemsWith(body.join('\n'))).toContain(
      `questions/13.md: "${all}" is right in 100 % of the 3 questions offering it; keep it between 30 % and 60 %`,
    );
  });

  it('refuses a word outside the agreed terms, and a drawn situation that does not exist', () => {
    const problems = problemsWith(
      [
        good('13-920', 0, 'Ugeze mu nkomane, uha inzira nde?'),
        question(
          '13-921',
          '![Imodoka ebyiri mu isangano](image:nta-shusho)\nNi iyihe itambuka mbere?\n\n- [x] a\n- [ ] b\n- [ ] c\n- [ ] d\n\n> Ni uko (Ingingo ya 16).',
        ),
      ].join('\n'),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'questions/13.md 13-920: uses "nkomane": write "isangano"',
        'questions/13.md 13-921: no image nta-shusho in content/images',
      ]),
    );
  });

  it('refuses a drawn situation that no question shows', () => {
    const copy = copyWith(
      'images/lonely-junction.svg',
      readFileSync(join(CONTENT_SOURCE, 'images/priority-right.svg'), 'utf8'),
    );
    expect(problemsOf(copy)).toContainEqual(expect.stringContaining('images/lonely-junction.svg'));
  });

  it('refuses a lesson whose right answers pile up on one letter', () => {
    const problems = problemsWith(
      Array.from({ length: 12 }, (_, i) => good(`13-9${String(i).padStart(2, '0')}`, 0)).join('\n'),
    );
    expect(problems).toContain('topic 13: the right answers are a 12, b 0, c 0, d 0; each letter should be near 3');
  });
});
