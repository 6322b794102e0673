import { type ItemAnalysisRow, itemStats, noCounters } from '@provisoire/domain';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { itemStatsCsv } from './item-stats-csv.ts';

const row = (overrides: Partial<ItemAnalysisRow>): ItemAnalysisRow => ({
  ...itemStats({ ...noCounters('05-001'), asked: 40, right: 4, picks: [4, 30, 6] }, { choices: 3, correct: 0 }),
  lesson: 5,
  lessonTitle: 'Guhagarara',
  stem: 'Ikinyabiziga gihagarara he?',
  picture: null,
  choices: ['Iburyo', 'Ibumoso', 'Hagati'],
  correct: 0,
  ...overrides,
});

const read = (csv: string) => parse(csv, { bom: true, columns: true }) as Record<string, string>[];

describe('the item analysis as a CSV', () => {
  it('writes a row a question: its figures, its choices with their picks, its flags in words', () => {
    const [line] = read(itemStatsCsv([row({})]));
    expect(line).toEqual({
      id: '05-001',
      isomo: '5',
      ikibazo: 'Ikinyabiziga gihagarara he?',
      yabajijwe: '40',
      'neza (%)': '10',
      'mu bizamini': '0',
      gutandukanya: '',
      "igisubizo cy'ukuri": '1',
      'igisubizo 1': 'Iburyo',
      'cyatoranyijwe 1': '4',
      'igisubizo 2': 'Ibumoso',
      'cyatoranyijwe 2': '30',
      'igisubizo 3': 'Hagati',
      'cyatoranyijwe 3': '6',
      'ibyo kureba': "Hafi ya bose bagisubiza nabi; Igisubizo kitari cyo gitoranywa kurusha icy'ukuri",
    });
  });

  it('keeps a spreadsheet from running a question or a choice as a formula, and starts with a BOM', () => {
    const csv = itemStatsCsv([row({ stem: '=HYPERLINK("http://x")', choices: ['-1', '+2', '@3'] })]);
    expect(csv.startsWith('\ufeff')).toBe(true);
    const [line] = read(csv);
    expect([line!.ikibazo, line!['igisubizo 1'], line!['igisubizo 2'], line!['igisubizo 3']]).toEqual([
      `'=HYPERLINK("http://x")`,
      "'-1",
      "'+2",
      "'@3",
    ]);
  });
});
