/**
 * What a printout says besides the page: the site's name, when it was printed and the link that reopens the same
 * calculation (the address holds its inputs, src/share/useShareLink.ts). Shown only on paper
 * (styles.css, @media print); worked out when the browser prepares the printout, so the link has
 * the state of that moment, and drawn before the page is laid out for paper (flushSync).
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { flushAddress } from '../share/url.ts';
import { SITE_NAME } from '../site/config.ts';

/** Made on the first printout: the first Intl date format of a page costs a phone tens of milliseconds. */
let printDate: Intl.DateTimeFormat | undefined;

function now() {
  flushAddress();
  printDate ??= new Intl.DateTimeFormat('it-IT', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return { date: printDate.format(new Date()), link: window.location.href };
}

export default function PrintInfo() {
  const [info, setInfo] = useState<ReturnType<typeof now> | null>(null);
  useEffect(() => {
    const update = () => flushSync(() => setInfo(now()));
    window.addEventListener('beforeprint', update);
    return () => window.removeEventListener('beforeprint', update);
  }, []);
  if (!info) return null;
  return (
    <p className="print-info">
      <strong>{SITE_NAME}</strong> · Calcolo del {info.date}. Per riaprirlo con gli stessi dati: {info.link}
    </p>
  );
}
