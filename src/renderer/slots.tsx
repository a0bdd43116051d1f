/**
 * What the renderer draws but does not own: the page gives it (src/islands/calculator.tsx), so that
 * the renderer imports only the language, the engine and itself (docs/architecture.md). Absent, the
 * renderer draws without them (a test's render, a preview).
 */
import { type ComponentType, createContext, useContext } from 'react';
import type { FormatName, Scalar } from '../../language/spec.ts';

/** A table's or a chart's download, with its data as the page shows it. */
export interface DownloadProps {
  title: string;
  calculatorTitle: string;
  columns: { label: string; format?: FormatName; decimals?: number; unit?: string }[];
  rows: Scalar[][];
  /** A closing line (why a table stops short). */
  note?: string | undefined;
}

export interface RendererSlots {
  /** 'Scarica CSV' beside each table and chart. */
  Download?: ComponentType<DownloadProps>;
  /** An input's help text behind its ⓘ, announced with its control (id: its aria-describedby target). */
  Help?: ComponentType<{ label: string; text: string; id: string }>;
  /** The colour scheme the charts draw in (a hook: a change draws them again). */
  useScheme?: () => 'light' | 'dark';
}

export const Slots = createContext<RendererSlots>({});

export const useSlots = () => useContext(Slots);
