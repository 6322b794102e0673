import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatWidget, whatsappLink } from './chat-widget.tsx';

afterEach(() => vi.restoreAllMocks());

describe('the chat widget', () => {
  it('alerts when no support number is configured, and opens nothing', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    render(<ChatWidget />);
    fireEvent.click(screen.getByRole('button', { name: 'Tuvugishe kuri WhatsApp' }));
    expect(screen.getByText('Tubasubiza mu minota mike ishoboka')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ohereza' }));
    expect(alert).toHaveBeenCalledWith(expect.stringContaining('Invalid Phone Number'));
    expect(open).not.toHaveBeenCalled();
  });

  it('builds the WhatsApp link from the number digits and the encoded text', () => {
    expect(whatsappLink('+250 788 000 111', 'Muraho & ikibazo?')).toBe(
      'https://wa.me/250788000111?text=Muraho%20%26%20ikibazo%3F',
    );
  });
});
