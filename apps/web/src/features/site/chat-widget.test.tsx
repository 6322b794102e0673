import type { SiteSettings } from '@provisoire/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteSettings } from '../../lib/site-settings.ts';
import { ChatWidget, whatsappLink } from './chat-widget.tsx';

vi.mock('../../lib/site-settings.ts', () => ({ siteSettings: vi.fn() }));

const settings = (supportWhatsapp: string | null) =>
  vi.mocked(siteSettings).mockReturnValue({ supportWhatsapp } as SiteSettings);

afterEach(() => vi.restoreAllMocks());

const toggle = () => screen.getByRole('button', { name: /Tuvugishe kuri WhatsApp|Funga ikiganiro/ });
const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });

describe('the chat widget', () => {
  it('is not there at all without a support number', () => {
    settings(null);
    const { container } = render(<ChatWidget />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens WhatsApp with the typed text, then closes and gives focus back to its button', () => {
    settings('+250 788 000 111');
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    render(<ChatWidget />);
    fireEvent.click(toggle());
    expect(screen.getByText('Tubasubiza mu minota mike ishoboka')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Andika ubutumwa bwawe…'), { target: { value: 'Muraho' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ohereza' }));
    expect(open).toHaveBeenCalledWith('https://wa.me/250788000111?text=Muraho', '_blank', 'noopener,noreferrer');
    expect(screen.queryByRole('region', { name: 'Tuvugishe' })).toBeNull();
    expect(document.activeElement).toBe(toggle());
  });

  it('keeps Tab inside while open, and Escape closes it back onto its button', () => {
    settings('250788000111');
    render(<ChatWidget />);
    toggle().focus();
    fireEvent.click(toggle());
    const send = screen.getByRole('button', { name: 'Ohereza' });
    // The panel comes after the button in the page, so Tab goes into it; from its last control Tab wraps.
    expect(toggle().compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    send.focus();
    tab();
    expect(document.activeElement).toBe(toggle());
    tab(true);
    expect(document.activeElement).toBe(send);

    screen.getByLabelText('Andika ubutumwa bwawe…').focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Tuvugishe' })).toBeNull();
    expect(document.activeElement).toBe(toggle());
  });

  it('builds the WhatsApp link from the number digits and the encoded text', () => {
    expect(whatsappLink('+250 788 000 111', 'Muraho & ikibazo?')).toBe(
      'https://wa.me/250788000111?text=Muraho%20%26%20ikibazo%3F',
    );
  });
});
