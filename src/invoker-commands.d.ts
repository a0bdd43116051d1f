// Invoker commands (HTML: a button that opens or closes a dialog with no script) are not yet in
// React's types; React passes lowercase attributes through as they are.
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close';
    commandfor?: string;
  }
}
