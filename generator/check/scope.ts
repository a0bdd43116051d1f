/**
 * Names and their types, as the checker and the compiler see them.
 */

export type ValueType = 'number' | 'string' | 'boolean';
export interface RecordType {
  columns: Record<string, ValueType>;
}
export type Type = ValueType | RecordType;

export type Binding =
  /** A number, text or yes/no: `js` is the JavaScript expression that reads it. */
  | { kind: 'value'; type: ValueType; js: string }
  /** A lookup table or a data source, read as name[key]. */
  | { kind: 'lookup'; row: Type; js: string; fallback?: string }
  /** A rows input, read by sumOf/countOf; `fields` are the names inside a row. */
  | { kind: 'rows'; fields: string[]; js: string };

/** A chain of name tables: inner names (a series row) shadow nothing, they are checked unique. */
export class Scope {
  private readonly names = new Map<string, Binding>();
  constructor(private readonly parent?: Scope) {}

  define(name: string, binding: Binding): void {
    this.names.set(name, binding);
  }

  get(name: string): Binding | undefined {
    return this.names.get(name) ?? this.parent?.get(name);
  }

  has(name: string): boolean {
    return this.get(name) !== undefined;
  }

  /** Every name visible here, for "did you mean" hints. */
  all(): string[] {
    return [...new Set([...this.names.keys(), ...(this.parent?.all() ?? [])])];
  }

  child(): Scope {
    return new Scope(this);
  }
}

export function typeName(type: Type): string {
  return typeof type === 'string' ? type : `record (${Object.keys(type.columns).join(', ')})`;
}
