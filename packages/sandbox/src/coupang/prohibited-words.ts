// Words a product name may not carry, shared by the Coupang and Naver sandboxes.
//
// Sandbox's choice: neither Coupang nor Naver publishes a prohibited-word list for names (docs/protocols/
// coupang-wing.md §4 and naver-commerce.md §6: "not found"). The sandbox owns this small list so clients meet
// the refusal somewhere: counterfeit wording (the review's most common rejection) and claims that a product treats or
// prevents disease (which make a non-drug look like a drug under the 식품·화장품 advertising rules).

/** Why a word is refused. */
export type ProhibitedWordKind = 'counterfeit' | 'efficacy';

const words: readonly { word: string; kind: ProhibitedWordKind }[] = [
  { word: '가품', kind: 'counterfeit' },
  { word: '짝퉁', kind: 'counterfeit' },
  { word: '레플리카', kind: 'counterfeit' },
  { word: '이미테이션', kind: 'counterfeit' },
  { word: '정품급', kind: 'counterfeit' },
  { word: '미러급', kind: 'counterfeit' },
  { word: '암 치료', kind: 'efficacy' },
  { word: '질병 예방', kind: 'efficacy' },
];

const compact = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** The first prohibited word in a text (spacing ignored: '암치료' counts as '암 치료'), if any. */
export function findProhibitedWord(text: string): { word: string; kind: ProhibitedWordKind } | undefined {
  const haystack = compact(text);
  return words.find((candidate) => haystack.includes(compact(candidate.word)));
}

/** The sandbox's list, for documentation and tests. */
export const PROHIBITED_WORDS: readonly string[] = words.map((candidate) => candidate.word);
