import { describe, expect, it } from 'vitest';
import { createPage } from '../page.ts';
import { onlinePowersAdapter } from './onlinepowers.ts';
import { onlinePowersOptions } from './onlinepowers-options.ts';

const entry = (id: number, name: string, price: number, soldOut = 'N') =>
  `itemOptions[${id}] = {'itemOptionId': '${id}', 'optionName1': '선택해주세요', 'optionName2': '${name}', 'optionPrice': Number('${price}'), 'optionStockFlag': 'N', 'optionStockQuantity': Number('-1'), 'soldOutFlag': '${soldOut}', 'isSoldOut': 'false'};`;

describe('onlinePowersOptions', () => {
  it('reads each itemOptions literal: value, price difference, sold-out flag; a prompt is no group name', () => {
    expect(
      onlinePowersOptions(`var itemOptions = [];${entry(0, '소', 0)}${entry(1, '대', 5000, 'Y')}`),
    ).toEqual({
      groups: ['옵션'],
      variants: [
        { values: ['소'], priceDelta: 0, stock: null, soldOut: false, code: '0' },
        { values: ['대'], priceDelta: 5000, stock: null, soldOut: true, code: '1' },
      ],
    });
  });

  it('treats one plain choice as a single item', () => {
    expect(onlinePowersOptions(`var itemOptions = [];${entry(0, '특품4송이', 0)}`)).toBeNull();
  });

  it('stays linear on an unclosed or oversized literal', () => {
    const hostile = `itemOptions[1] = {${"'a': '".repeat(50_000)}`;
    const started = performance.now();
    expect(onlinePowersOptions(hostile)).toBeNull();
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('onlinePowersAdapter', () => {
  it('claims pages by the item script, not by host', () => {
    const page = createPage(
      `<html><body><script>var item = {'itemUserCode': 'G1'}; var itemOptions = [];</script></body></html>`,
      'https://jang.example.kr/products/view/G1',
    );
    expect(onlinePowersAdapter.matchesPage(page)).toBe(true);
    expect(onlinePowersAdapter.matchesHost('jang.example.kr')).toBe(false);
    expect(
      onlinePowersAdapter.matchesPage(
        createPage('<html><body>itemOptions</body></html>', 'https://x.example/'),
      ),
    ).toBe(false);
  });
});
