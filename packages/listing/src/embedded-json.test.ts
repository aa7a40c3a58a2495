import { describe, expect, it } from 'vitest';
import { assignedJson, balancedEnd, pathOf, stringOf } from './embedded-json.ts';

describe('assignedJson', () => {
  it('reads a window assignment with braces and quotes inside strings', () => {
    const script = 'var x = 1; window.__PRELOADED_STATE__ = {"a":{"b":"}{\\"]"},"c":[1,2]}; foo();';
    expect(assignedJson(script, 'window.__PRELOADED_STATE__')).toEqual({ a: { b: '}{"]' }, c: [1, 2] });
  });

  it('reads object-literal members and skips mentions that are not assignments', () => {
    const script = 'if (runParams) {} var runParams = { "data": { "x": 1 } };';
    expect(assignedJson(script, 'runParams')).toEqual({ data: { x: 1 } });
    expect(assignedJson('{"sdp": {"title": "a"}}', 'sdp')).toEqual({ title: 'a' });
  });

  it('returns undefined for unclosed or non-JSON values', () => {
    expect(assignedJson('window.s = {"a": 1', 'window.s')).toBeUndefined();
    expect(assignedJson('window.s = {a: 1}', 'window.s')).toBeUndefined();
    expect(assignedJson('nothing here', 'window.s')).toBeUndefined();
  });

  it('reads an assignment that follows a rejected one', () => {
    expect(assignedJson('window.s = {a: 1}; window.s = {"a": 2}', 'window.s')).toEqual({ a: 2 });
    expect(assignedJson('window.s = [x]; window.s = ["b"]', 'window.s')).toEqual(['b']);
  });

  it('gives up in one pass on repeated unclosed or nested assignments', () => {
    const name = 'window.__PRELOADED_STATE__';
    expect(assignedJson(`${name}={`.repeat(8000), name)).toBeUndefined();
    expect(assignedJson(`${`${name}={`.repeat(8000)}${'}'.repeat(8000)}`, name)).toBeUndefined();
  });

  it('finds the end of a balanced value', () => {
    expect(balancedEnd('x=[{"a":"]"}]; y', 2)).toBe(13);
    expect(balancedEnd('{', 0)).toBe(-1);
  });
});

describe('pathOf / stringOf', () => {
  it('walks objects and arrays', () => {
    expect(pathOf({ a: [{ b: 'c' }] }, 'a', 0, 'b')).toBe('c');
    expect(pathOf({ a: 1 }, 'a', 'b')).toBeUndefined();
    expect(pathOf([1], 'a')).toBeUndefined();
  });

  it('turns numbers and non-empty strings into text', () => {
    expect(stringOf(12)).toBe('12');
    expect(stringOf('  ')).toBeNull();
    expect(stringOf(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
