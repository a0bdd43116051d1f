/** The information pages by path (src/site/info.ts), one chunk for the four. */
import type { ComponentType } from 'react';
import { type InfoPath, infoPageAt } from '../../site/info.ts';
import { About } from './About.tsx';
import { Contact } from './Contact.tsx';
import { Method } from './Method.tsx';
import { Privacy } from './Privacy.tsx';

const pages: Record<InfoPath, ComponentType> = {
  '/chi-siamo': About,
  '/come-verifichiamo': Method,
  '/privacy': Privacy,
  '/contatti': Contact,
};

export function InfoRoute({ path }: { path: string }) {
  const Page = pages[infoPageAt(path)!.path];
  return <Page />;
}
