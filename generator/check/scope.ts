/**
 * Names and their types, as the checker and the compiler see them.
 */
import { closest, suggest } from '../../language/diagnostics.ts';

export type ValueType = 'number' | 'string' | 'boolean';
export interface RecordType {
  columns: Record<string, ValueType>;
}
export type Type = ValueType | RecordType;

/**
 * What a name stands for. The kind says where its value comes from; the compiler derives the
 * JavaScript that reads it from the kind, in one place (compile/names.ts).
 */
export type Ref =
  /** An input holding one value (number, option, yes/no, time); `values`: every value of its options, if it has options. */
  | { kind: 'input'; name: string; type: ValueType; values?: (string | number)[] }
  /** A named value or a result. */
  | { kind: 'value'; name: string; type: ValueType }
  /** The index or a column of a series row (number `series` of the file); `values`: the index's `keys`, if it has them. */
  | { kind: 'row'; name: string; type: ValueType; values?: (string | number)[]; series?: number }
  /** A parameter of a function of the file (functions:), inside its body: always a number. */
  | { kind: 'param'; name: string; type: 'number' }
  /** A field of a row of a rows input or a column of a series row (number `series` of the file), inside sumOf/countOf/lastOf. */
  | { kind: 'field'; name: string; type: ValueType; series?: number }
  /** A lookup table, read as name[key]. */
  | { kind: 'lookup'; name: string; row: Type; keys: string[]; fallback?: string }
  /** A data source, read like a lookup of numbers. */
  | { kind: 'source'; name: string; row: 'number' }
  /** A dataset (`datasets:`, language/datasets/), read like a lookup of records of texts; `id`: the dataset's. */
  | { kind: 'dataset'; name: string; row: RecordType; id: string }
  /** A rows input, read by sumOf/countOf; `fields` are the names inside a row. */
  | { kind: 'rows'; name: string; fields: string[] }
  /**
   * A rule of the rule book (`rules:`), read as a call: name(day), name(day, key) for a table by
   * key (`keys`: its keys), name(day, amount) for a bracket table, name(day, key, amount) for
   * bracket tables by key. `symbol`: its name in typeset formulas.
   */
  | { kind: 'parameter'; name: string; shape: ParameterShape; keys: string[]; symbol: string }
  /** A series as a whole (number `series` of the file), read by sumOf/countOf/lastOf from values and results; its index and columns by name. */
  | { kind: 'series'; name: string; series: number; columns: Record<string, ValueType> };

export type RefKind = Ref['kind'];
/** What a parameter's values are: numbers, tables by key, or bracket tables. */
export type ParameterShape = 'number' | 'table' | 'brackets' | 'keyed-brackets';
/** A name that reads one value. */
export type ScalarRef = Extract<Ref, { kind: 'input' | 'value' | 'row' | 'field' | 'param' }>;
/** A name read as name[key]. */
export type TableRef = Extract<Ref, { kind: 'lookup' | 'source' | 'dataset' }>;
export type RowsRef = Extract<Ref, { kind: 'rows' | 'series' }>;
export type ParameterRef = Extract<Ref, { kind: 'parameter' }>;

export function isScalar(ref: Ref): ref is ScalarRef {
  return (
    ref.kind === 'input' || ref.kind === 'value' || ref.kind === 'row' || ref.kind === 'field' || ref.kind === 'param'
  );
}

/** A function of the file (functions:) as its callers see it: its parameters (numbers) and what it gives. */
export interface UserFunction {
  name: string;
  params: readonly string[];
  type: ValueType;
  /** As written in the file: "interessi(capitale, tasso, giorni)". */
  signature: string;
}

/** The functions of a file, shared by every scope of it; `called` gathers those some formula calls. */
export class UserFunctions {
  private readonly all = new Map<string, UserFunction>();
  readonly called = new Set<string>();

  define(fn: UserFunction): void {
    this.all.set(fn.name, fn);
  }

  get(name: string): UserFunction | undefined {
    return this.all.get(name);
  }

  names(): string[] {
    return [...this.all.keys()];
  }
}

/** Inside a series' columns: the series (its index in the file) whose previous row prev() reads, and its columns. */
export interface PreviousRow {
  series: number;
  columns: ReadonlySet<string>;
}

/** A chain of name tables: inner names (a series row) shadow nothing, they are checked unique. */
export class Scope {
  private readonly names = new Map<string, Ref>();
  constructor(
    private readonly parent?: Scope,
    private readonly previous?: PreviousRow,
    /** On a root scope: the file's functions; on a function body's, the function too (it sees nothing else). */
    private readonly own?: { functions: UserFunctions; body?: UserFunction },
  ) {}

  /** The functions of the file, callable here. */
  functions(): UserFunctions | undefined {
    return this.own?.functions ?? this.parent?.functions();
  }

  /** The function whose body is checked here, if any. */
  body(): UserFunction | undefined {
    return this.own?.body ?? this.parent?.body();
  }

  /** The series whose columns are being checked here, if any. */
  previousRow(): PreviousRow | undefined {
    return this.previous ?? this.parent?.previousRow();
  }

  define(ref: Ref): void {
    this.names.set(ref.name, ref);
  }

  get(name: string): Ref | undefined {
    return this.names.get(name) ?? this.parent?.get(name);
  }

  has(name: string): boolean {
    return this.get(name) !== undefined;
  }

  /** Every name visible here that a formula reads as a value, for "did you mean" hints (a series is read only through sumOf/countOf/lastOf). */
  all(): string[] {
    const own = [...this.names.values()].filter((ref) => ref.kind !== 'series').map((ref) => ref.name);
    return [...new Set([...own, ...(this.parent?.all() ?? [])])];
  }

  /** Names of the file not defined here, for hints: why a formula here cannot read each, or '' if it can (one checked later). */
  private readonly mentions = new Map<string, string>();

  /**
   * For "did you mean" hints: `name` is defined in the file but not (yet) in this scope. `why` says
   * why a formula here cannot read it; without it, the name is readable here, only checked later
   * (a value or result that comes after in dependency order).
   */
  mention(name: string, why = ''): void {
    this.mentions.set(name, why);
  }

  /** No longer a hint here (the value being checked: a typo of its own name would be a cycle). */
  unmention(name: string): void {
    this.mentions.delete(name);
  }

  private mentioned(): Map<string, string> {
    return new Map([...(this.parent?.mentioned() ?? []), ...this.mentions]);
  }

  /**
   * The hint for an unknown name: the nearest name a formula here can read (defined here, or
   * checked later); else the nearest name of the file it cannot read (or of `others`, the
   * functions), with why; else the names it can read.
   */
  hint(name: string, others: ReadonlyMap<string, string> = new Map()): string {
    const mentioned = this.mentioned();
    const here = this.all();
    const later = [...mentioned].filter(([, why]) => why === '').map(([n]) => n);
    const readable = [...new Set([...here, ...later])];
    if (closest(name, readable) !== undefined) return suggest(name, readable, 'names');
    const elsewhere = new Map([...others, ...mentioned].filter(([n, why]) => why !== '' && !here.includes(n)));
    const near = closest(name, elsewhere.keys());
    // The name itself, defined where a formula here cannot read it: only why.
    if (near === name) return elsewhere.get(near)!;
    if (near !== undefined) return `Did you mean "${near}"? ${elsewhere.get(near)}`;
    return suggest(name, readable, 'names');
  }

  /** The series of the file, for hints where they are not defined yet (set on the root scope). */
  seriesIds: readonly string[] = [];

  /** Every name of these kinds visible here, and the file's series if asked for (for hints). */
  allOf(kinds: readonly RefKind[]): string[] {
    const own = [...this.names.values()].filter((ref) => kinds.includes(ref.kind)).map((ref) => ref.name);
    const later = !this.parent && kinds.includes('series') ? this.seriesIds : [];
    return [...new Set([...own, ...(this.parent?.allOf(kinds) ?? []), ...later])];
  }

  child(previous?: PreviousRow): Scope {
    return new Scope(this, previous);
  }
}

export function typeName(type: Type): string {
  return typeof type === 'string' ? type : `record (${Object.keys(type.columns).join(', ')})`;
}
