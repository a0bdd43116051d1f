/**
 * The frame of an information page (src/site/info.ts): breadcrumb, head, its name as the title and
 * its text. Each page's text is in its own file beside this one.
 */
import type { ReactNode } from 'react';
import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import { usePageMeta } from '../../head/head.tsx';
import { breadcrumbLd } from '../../head/meta.ts';
import { SITE_NAME } from '../../site/config.ts';
import { type InfoPath, infoPageAt } from '../../site/info.ts';

export function InfoPage({
  path,
  description,
  children,
}: {
  path: InfoPath;
  description: string;
  children: ReactNode;
}) {
  const { name } = infoPageAt(path)!;
  usePageMeta({
    title: `${name} | ${SITE_NAME}`,
    description,
    path,
    type: 'website',
    jsonLd: [
      breadcrumbLd([
        { name: 'Home', path: '/' },
        { name, path },
      ]),
    ],
  });
  return (
    <>
      <Breadcrumb items={[{ name: 'Home', to: '/' }, { name }]} />
      <article className="info-page prose">
        <h1>{name}</h1>
        {children}
      </article>
    </>
  );
}
