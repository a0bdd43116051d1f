import { use, useEffect } from 'react';
import type { ArticleEntry, ArticleModule } from '../../language/spec.ts';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { articles } from '../generated/blog.ts';
import { usePageMeta } from '../head/head.tsx';
import { breadcrumbLd, type PageMeta } from '../head/meta.ts';
import { Island } from '../islands/island.tsx';
import TrackView from '../islands/track-view.tsx';
import { RichText } from '../renderer/RichText.tsx';
import { clickEvent } from '../site/analytics.ts';
import { articleAt } from '../site/chunks.ts';
import { absoluteUrl, SITE_NAME } from '../site/config.ts';
import { italianDate } from '../site/dates.ts';
import { articleModule } from '../site/modules.ts';

export const EMPTY_BLOG = 'Nessun articolo disponibile al momento. Torna presto per nuovi contenuti!';

const blogMeta = (): PageMeta => ({
  title: `Blog: guide su finanza, tasse e calcoli | ${SITE_NAME}`,
  description:
    'Guide pratiche e spiegazioni chiare: interesse composto, scorporo IVA e altri calcoli utili nella vita di tutti i giorni.',
  keywords: ['blog calcolatori', 'guide finanza personale', 'guida IVA', 'interesse composto spiegato'],
  path: '/blog',
  type: 'website',
  jsonLd: [
    breadcrumbLd([
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog' },
    ]),
  ],
});

/** An article's card; `click` is the event its link records. */
function ArticleCard({
  article,
  click,
  heading = 'h2',
}: {
  article: ArticleEntry;
  click: ReturnType<typeof clickEvent>;
  heading?: 'h2' | 'h3';
}) {
  const Heading = heading;
  return (
    <article className="card article-card">
      <span className="badge">{article.category}</span>
      <Heading>
        <a href={article.url} {...click}>
          {article.title}
        </a>
      </Heading>
      <p>{article.metaDescription}</p>
      <time dateTime={article.date}>{italianDate(article.date)}</time>
    </article>
  );
}

export function BlogList() {
  usePageMeta(blogMeta());
  return (
    <>
      <Breadcrumb items={[{ name: 'Home', to: '/' }, { name: 'Blog' }]} />
      <section className="hero">
        <h1>Blog</h1>
        <p>Guide pratiche per capire i numeri di tutti i giorni: finanza personale, tasse, risparmio.</p>
      </section>
      {articles.length === 0 ? (
        <p className="empty-results">{EMPTY_BLOG}</p>
      ) : (
        <div className="cards">
          {articles.map((a) => (
            <ArticleCard
              key={a.slug}
              article={a}
              click={clickEvent('blog_article_click', { slug: a.slug, title: a.title })}
            />
          ))}
        </div>
      )}
    </>
  );
}

function articleMeta(article: ArticleEntry): PageMeta {
  return {
    title: `${article.title} | ${SITE_NAME}`,
    description: article.metaDescription,
    path: article.url,
    type: 'article',
    jsonLd: [
      breadcrumbLd([
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
        { name: article.title, path: article.url },
      ]),
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description: article.metaDescription,
        datePublished: article.date,
        author: { '@type': 'Organization', name: article.author },
        publisher: { '@type': 'Organization', name: SITE_NAME },
        mainEntityOfPage: absoluteUrl(article.url),
        inLanguage: 'it-IT',
      },
    ],
  };
}

/** /blog/:slug: the article, or (unknown slug, only ever drawn in the browser) the blog list. */
export function ArticleRoute({ path }: { path: string }) {
  const article = articleAt(path);
  useEffect(() => {
    if (!article) location.replace('/blog');
  }, [article]);
  return article ? <BlogArticle key={article.slug} article={article} /> : null;
}

function BlogArticle({ article }: { article: ArticleEntry }) {
  const content: ArticleModule = use(articleModule(article));
  usePageMeta(articleMeta(article));
  const related = article.related
    .map((slug) => articles.find((a) => a.slug === slug))
    .filter((a): a is ArticleEntry => a !== undefined && a.slug !== article.slug)
    .slice(0, 3);
  return (
    <article className="blog-article">
      <Breadcrumb items={[{ name: 'Home', to: '/' }, { name: 'Blog', to: '/blog' }, { name: article.title }]} />
      <Island
        name="track-view"
        component={TrackView}
        props={{
          event: 'blog_article_view',
          fields: { slug: article.slug, title: article.title, category: article.category },
        }}
      />
      <span className="badge">{article.category}</span>
      <h1>{article.title}</h1>
      <p className="byline">
        <time dateTime={article.date}>{italianDate(article.date)}</time> · {article.author}
      </p>
      <div className="prose">
        <RichText nodes={content.content} />
      </div>
      <p>
        <a className="button" href="/blog">
          ← Torna al Blog
        </a>
      </p>
      {related.length ? (
        <section className="related" aria-labelledby="related-articles">
          <h2 id="related-articles">Articoli Correlati</h2>
          <div className="cards">
            {related.map((a) => (
              <ArticleCard
                key={a.slug}
                article={a}
                heading="h3"
                click={clickEvent('related_article_click', { from: article.slug, slug: a.slug, title: a.title })}
              />
            ))}
          </div>
        </section>
      ) : null}
    </article>
  );
}
