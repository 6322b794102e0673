import { type BankQuestion, EXAM, isFormulaChoice } from '@provisoire/domain';
import { refusedTerms } from './content-terms.ts';
import { MEDIA_PREFIX, type MediaFile } from './media.ts';

export interface QuestionSources {
  signs: Map<string, MediaFile>;
  images: Map<string, MediaFile>;
}

const ID = /^\d{2}-\d{3}$/;
const PICTURE = /^!\[([^\]]*)\]\((sign|image):([^)\s]+)\)$/;
const CHOICE = /^- \[([ xX])\] (.+)$/;
const EXPLANATION = /^>\s?(.*)$/;
const ARTICLE = /Ingingo ya \d+/;
// "a na b ni ukuri" stops meaning anything once an exam shuffles the choices.
const LETTER_REFERENCE = /(^|\s)[a-d]\)?\s*(na|,)\s*[a-d]\)?(\s|$)/i;
const MAX_SENTENCES = 3;

/** Lower case, no punctuation, one space: what two texts are compared by. */
export const normalise = (text: string) =>
  text
    .toLocaleLowerCase('rw')
    .replace(/[’‘`]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim();

const sentences = (text: string) => text.split(/[.!?]+(?=\s|$)/).filter((s) => s.trim()).length;

export interface Block {
  id: string;
  line: number;
  picture: { alt: string; kind: string; key: string } | null;
  stem: string[];
  choices: { text: string; correct: boolean }[];
  explanation: string[];
  strays: number[];
}

/** Splits a topic file at its `## id` headings, sorting each line by what it starts with. */
export function readBlocks(source: string) {
  const blocks: Block[] = [];
  let current: Block | null = null;
  // Comments are notes for authors; their lines are kept empty so line numbers stay right.
  const lines = source.replace(/<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, '')).split('\n');
  lines.forEach((raw, index) => {
    const line = raw.trim();
    const heading = /^##\s+(.+)$/.exec(line);
    if (heading) {
      current = {
        id: heading[1]!.trim(),
        line: index + 1,
        picture: null,
        stem: [],
        choices: [],
        explanation: [],
        strays: [],
      };
      blocks.push(current);
      return;
    }
    if (!line) return;
    // Above the first question: the file's title and notes for authors.
    if (!current) return;
    const block: Block = current;
    const picture = PICTURE.exec(line);
    const choice = CHOICE.exec(line);
    const explanation = EXPLANATION.exec(line);
    if (picture && !block.picture && block.stem.length === 0) {
      block.picture = { alt: picture[1]!.trim(), kind: picture[2]!, key: picture[3]! };
    } else if (choice && block.explanation.length === 0) {
      block.choices.push({ text: choice[2]!.trim(), correct: choice[1] !== ' ' });
    } else if (explanation && block.choices.length > 0) {
      block.explanation.push(explanation[1]!.trim());
    } else if (block.choices.length === 0) {
      block.stem.push(line);
    } else {
      block.strays.push(index + 1);
    }
  });
  return blocks;
}

/** The problems of one question; none means it can be asked. */
function checkBlock(block: Block, sources: QuestionSources) {
  const problems: string[] = [];
  const stem = block.stem.join(' ');
  const explanation = block.explanation.join(' ');
  const correct = block.choices.filter((c) => c.correct);
  if (!ID.test(block.id)) problems.push('the id after ## must read like 04-012 (lesson, then number)');
  if (block.strays.length > 0) problems.push(`line ${block.strays.join(', ')} is neither stem, choice nor explanation`);
  if (!stem) problems.push('no question (stem) before the choices');
  if (block.choices.length !== EXAM.choices)
    problems.push(`${block.choices.length} choices, a question has ${EXAM.choices}`);
  if (correct.length !== 1) problems.push(`${correct.length} choices marked [x], exactly one is right`);
  const texts = block.choices.map((c) => normalise(c.text));
  if (new Set(texts).size !== texts.length) problems.push('two choices say the same');
  block.choices.forEach((c, i) => {
    if (isFormulaChoice(c.text) && i !== block.choices.length - 1) problems.push(`"${c.text}" must be the last choice`);
    if (LETTER_REFERENCE.test(c.text))
      problems.push(`choice "${c.text}" names other letters, which a shuffled exam moves`);
  });
  const words = [block.picture?.alt ?? '', stem, ...block.choices.map((c) => c.text), explanation].join('\n');
  problems.push(...refusedTerms(words));
  if (!explanation) problems.push('no explanation (a line starting with >)');
  else {
    if (!ARTICLE.test(explanation)) problems.push('the explanation cites no article ("Ingingo ya N")');
    if (sentences(explanation) > MAX_SENTENCES)
      problems.push(`the explanation has more than ${MAX_SENTENCES} sentences`);
  }
  let picture: { media: MediaFile; alt: string } | null = null;
  if (block.picture) {
    const { kind, key, alt } = block.picture;
    const media = (kind === 'sign' ? sources.signs : sources.images).get(key);
    if (!media) problems.push(`no ${kind} ${key} in content/${kind === 'sign' ? 'signs' : 'images'}`);
    if (!alt) problems.push('the picture has no description in ![…] for learners who cannot see it');
    const said = normalise(alt);
    const giveaways = [media?.title, correct[0]?.text].filter((t): t is string => !!t).map(normalise);
    if (media && said && giveaways.some((g) => g && said.includes(g)))
      problems.push("the picture's description gives the answer or the sign's name away");
    if (media) picture = { media, alt };
  }
  return { problems, stem, explanation, picture };
}

/** What a question shows: a sign square, a drawn situation at its own shape. */
function pictureOf(kind: string, media: MediaFile, alt: string) {
  const src = `${MEDIA_PREFIX}${media.file}`;
  return kind === 'sign' ? { src, alt } : { src, alt, width: media.width, height: media.height };
}

/** The questions of one topic file (`content/questions/NN-name.md`); problems named by file and id. */
export function parseQuestions(
  file: string,
  topic: number,
  source: string,
  sources: QuestionSources,
  problems: string[],
) {
  const questions: BankQuestion[] = [];
  for (const block of readBlocks(source.replace(/\r\n/g, '\n'))) {
    const checked = checkBlock(block, sources);
    if (checked.problems.length > 0) {
      problems.push(...checked.problems.map((p) => `questions/${file} ${block.id || `line ${block.line}`}: ${p}`));
      continue;
    }
    questions.push({
      id: block.id,
      topic,
      stem: checked.stem,
      sign: block.picture?.kind === 'sign' ? block.picture.key : null,
      picture: checked.picture && pictureOf(block.picture!.kind, checked.picture.media, checked.picture.alt),
      choices: block.choices.map((c) => c.text),
      correct: block.choices.findIndex((c) => c.correct),
      explanation: checked.explanation,
    });
  }
  return questions;
}
