import { Component, type ErrorInfo, type ReactNode } from 'react';
import styles from './IslandBoundary.module.css';
import { reportError } from '../../lib/errors/report';

interface Props {
  children: ReactNode;
  /** Names the island in the console and in the error report, so a report points at the right place. */
  area: string;
}

interface State {
  failed: boolean;
}

/** Catches a render error inside one island so the rest of the page keeps working. */
export class IslandBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Keep the stack in the console for whoever debugs the report; the user gets the message below.
    console.error(`[${this.props.area}]`, error, info.componentStack);
    reportError(error, { area: this.props.area, caught: 'island' });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.fallback} role="alert">
        <p>일시적인 문제로 이 부분을 표시하지 못했습니다. 새로고침해 주세요.</p>
        <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
          새로고침
        </button>
      </div>
    );
  }
}
