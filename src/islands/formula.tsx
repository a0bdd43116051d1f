/**
 * The page's formula (its primary result's, typeset by the generator) in the 'Formula' section: an
 * island so that, once hydrated, it wraps at its operators and scrolls with a cue what is still
 * wider than its box (src/renderer/Markup.tsx), as the formulas of 'Come si calcola' do: on a phone
 * a whole formula is far wider than the screen. Before, the box scrolls sideways.
 */
import { Markup } from '../renderer/Markup.tsx';

export default function Formula({ html }: { html: string }) {
  return <Markup html={html} />;
}
