/**
 * The path of page `page` (from 1) of category `id`: /categorie/<id>, then /categorie/<id>/pagina-2...
 * A module of its own, without the catalogue, for the search box (in every page's header).
 */
export const categoryPath = (id: string, page = 1) =>
  page === 1 ? `/categorie/${id}` : `/categorie/${id}/pagina-${page}`;
