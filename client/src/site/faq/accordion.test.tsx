import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTexts, text } from '../../test/render-page';
import { Accordion } from './accordion';
import { FAQ_GROUPS } from './faq-data';
import { FaqPage } from './faq-page';

const items = [
  { id: 'a', title: '¿Cómo compro?', content: <p>Agregá al carrito.</p> },
  { id: 'b', title: '¿Cuánto tarda?', content: <p>Dos días.</p> },
  { id: 'c', title: '¿Puedo devolver?', content: <p>Sí, 30 días.</p> },
];

const header = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('starts closed: each header a button inside a heading, controlling its hidden panel', () => {
    renderWithTexts(<Accordion items={items} headingLevel={3} />);
    const button = header('¿Cómo compro?');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.parentElement?.tagName).toBe('H3');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    expect(panel.getAttribute('role')).toBe('region');
    expect(panel.getAttribute('aria-labelledby')).toBe(button.id);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens and closes a panel with a click, Enter or Space, and keeps others as they are', async () => {
    const user = userEvent.setup();
    renderWithTexts(<Accordion items={items} />);
    await user.click(header('¿Cómo compro?'));
    expect(header('¿Cómo compro?').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: '¿Cómo compro?' }).textContent).toBe('Agregá al carrito.');
    header('¿Cuánto tarda?').focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('region')).toHaveLength(2);
    await user.keyboard(' ');
    expect(header('¿Cuánto tarda?').getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('region').map((r) => r.textContent)).toEqual(['Agregá al carrito.']);
    await user.click(header('¿Cómo compro?'));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('moves focus between headers with Up, Down (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    renderWithTexts(<Accordion items={items} />);
    header('¿Cómo compro?').focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(header('¿Cuánto tarda?'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(header('¿Puedo devolver?'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(header('¿Cómo compro?'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(header('¿Puedo devolver?'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(header('¿Cómo compro?'));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens the items asked to start open', () => {
    renderWithTexts(<Accordion items={items} defaultOpen={['c']} />);
    expect(screen.getByRole('region', { name: '¿Puedo devolver?' })).toBeTruthy();
  });
});

describe('FAQ page', () => {
  it('shows at least ten questions in six groups, each answer behind its question', async () => {
    const user = userEvent.setup();
    renderWithTexts(<FaqPage />);
    const groups = FAQ_GROUPS.map((g) => screen.getByRole('heading', { level: 2, name: text(g.title) }));
    expect(groups).toHaveLength(6);
    const questions = FAQ_GROUPS.flatMap((g) => g.questions);
    expect(questions.length).toBeGreaterThanOrEqual(10);
    for (const item of questions) expect(screen.getByRole('button', { name: text(item.question) })).toBeTruthy();
    const vin = questions.find((item) => item.id === 'fitment-vin')!;
    await user.click(screen.getByRole('button', { name: text(vin.question) }));
    expect(screen.getByRole('region', { name: text(vin.question) }).textContent).toBe(text(vin.answer));
  });
});
