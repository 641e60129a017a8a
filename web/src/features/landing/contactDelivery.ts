import type { ContactRequest } from '@lakeside/domain';
import { createContext, useContext } from 'react';

/**
 * Sends the contact form to the board; rejects with an Error whose message is the
 * sentence to show. Handed in by the app (app/routes/LandingPage.tsx), which loads the sending
 * code when a message is sent: the landing page itself never imports Functions (its budget).
 */
export type SendContactMessage = (message: ContactRequest) => Promise<void>;

export const ContactDeliveryContext = createContext<SendContactMessage | null>(null);

export function useContactDelivery(): SendContactMessage | null {
  return useContext(ContactDeliveryContext);
}
