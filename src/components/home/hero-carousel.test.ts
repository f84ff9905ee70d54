import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { layOutCarousel, SLIDE_WIDTH, trackOffset } from '../../../tests/support/embla-layout';
import { CAROUSEL_INTERVAL_MS } from '../../lib/motion/timing';
import { defineHeroCarousel } from './hero-carousel';

beforeAll(() => defineHeroCarousel());

let reduced = false;
const matchMedia = window.matchMedia.bind(window);

beforeEach(() => {
  vi.useFakeTimers();
  window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: reduced && query.includes('reduce') });
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
  reduced = false;
  window.matchMedia = matchMedia;
});

// The server's HTML as HeroCarousel.astro renders it, trimmed to what the element touches, laid
// out for the real embla before it goes into the page.
function mount(): HTMLElement {
  const slides = [0, 1, 2]
    .map(
      (i) =>
        `<div data-hero-slide ${i === 0 ? 'data-active' : ''}>${i === 0 ? '<img alt="1">' : `<template data-hero-picture><picture><img alt="${i + 1}" loading="lazy"></picture></template>`}</div>`,
    )
    .join('');
  const dots = [0, 1, 2]
    .map((i) => `<button data-hero-dot="${i}" ${i === 0 ? 'aria-current="true"' : ''}></button>`)
    .join('');
  const host = document.createElement('div');
  host.innerHTML = `<hero-carousel data-selected="0"><div data-hero-viewport><div data-hero-track aria-live="off">${slides}</div></div>
    <a href="/x">cta</a><button data-carousel-toggle aria-label="자동 넘김 멈추기"><svg><path d="M9 6v12M15 6v12"></path></svg></button>
    <button data-hero-prev></button>${dots}<button data-hero-next></button></hero-carousel>`;
  const element = host.querySelector<HTMLElement>('hero-carousel')!;
  layOutCarousel(element.querySelector('[data-hero-viewport]')!);
  document.body.append(element);
  return element;
}

const toggle = () => document.querySelector<HTMLButtonElement>('[data-carousel-toggle]')!;
const selected = (el: HTMLElement) => Number(el.dataset.selected);

describe('<hero-carousel>', () => {
  it('starts: attaches slides 2–3’s pictures and marks itself started', () => {
    const el = mount();
    expect(el.hasAttribute('data-started')).toBe(true);
    expect(el.querySelectorAll('template').length).toBe(0);
    expect([...el.querySelectorAll('[data-hero-slide] img')].map((img) => img.getAttribute('alt'))).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('advances every interval and keeps the region, slides and dots in step', () => {
    const el = mount();
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    expect(selected(el)).toBe(1);
    expect([...el.querySelectorAll('[data-hero-slide]')].map((s) => s.hasAttribute('data-active'))).toEqual([
      false,
      true,
      false,
    ]);
    expect([...el.querySelectorAll('[data-hero-dot]')].map((d) => d.getAttribute('aria-current'))).toEqual([
      null,
      'true',
      null,
    ]);
    vi.advanceTimersByTime(2 * CAROUSEL_INTERVAL_MS);
    expect(selected(el)).toBe(0);
  });

  it('marks only the slide in view as active', () => {
    const el = mount();
    const active = () =>
      [...el.querySelectorAll('[data-hero-slide]')].map((slide) => slide.hasAttribute('data-active'));
    expect(active()).toEqual([true, false, false]);
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    expect(active()).toEqual([false, true, false]);
  });

  it('pauses and plays from the button, renaming it and the live region', () => {
    const el = mount();
    toggle().click();
    expect(toggle().getAttribute('aria-label')).toBe('자동 넘김 시작하기');
    expect(toggle().querySelector('path')!.getAttribute('fill')).toBe('currentColor');
    expect(el.querySelector('[data-hero-track]')!.getAttribute('aria-live')).toBe('polite');
    vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS);
    expect(selected(el)).toBe(0);
    toggle().click();
    expect(toggle().getAttribute('aria-label')).toBe('자동 넘김 멈추기');
    expect(toggle().querySelector('path')!.hasAttribute('fill')).toBe(false);
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    expect(selected(el)).toBe(1);
  });

  it('holds still while hovered or while focus is inside', () => {
    const el = mount();
    el.dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(2 * CAROUSEL_INTERVAL_MS);
    expect(selected(el)).toBe(0);
    el.dispatchEvent(new MouseEvent('mouseleave'));
    el.querySelector<HTMLAnchorElement>('a')!.focus();
    vi.advanceTimersByTime(2 * CAROUSEL_INTERVAL_MS);
    expect(selected(el)).toBe(0);
    toggle().focus();
    vi.advanceTimersByTime(2 * CAROUSEL_INTERVAL_MS);
    expect(selected(el)).toBe(0);
    toggle().blur();
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    expect(selected(el)).toBe(1);
  });

  it('moves with previous, next, the dots and the arrow keys', () => {
    const el = mount();
    el.querySelector<HTMLButtonElement>('[data-hero-next]')!.click();
    expect(selected(el)).toBe(1);
    el.querySelector<HTMLButtonElement>('[data-hero-dot="0"]')!.click();
    expect(selected(el)).toBe(0);
    el.querySelector<HTMLButtonElement>('[data-hero-prev]')!.click();
    expect(selected(el)).toBe(2);
    const key = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    toggle().dispatchEvent(key);
    expect(key.defaultPrevented).toBe(true);
    expect(selected(el)).toBe(0);
    toggle().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(selected(el)).toBe(0);
  });

  it('under reduced motion starts paused and jumps instead of scrolling', () => {
    reduced = true;
    const el = mount();
    expect(toggle().getAttribute('aria-label')).toBe('자동 넘김 시작하기');
    vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS);
    expect(selected(el)).toBe(0);
    el.querySelector<HTMLButtonElement>('[data-hero-next]')!.click();
    expect(trackOffset(el.querySelector('[data-hero-viewport]')!)).toBe(SLIDE_WIDTH);
  });

  it('stops its timer when taken out of the page', () => {
    const el = mount();
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS / 2);
    el.remove();
    expect(vi.getTimerCount()).toBe(0);
    expect(el.hasAttribute('data-started')).toBe(false);
  });
});
