import { Component, type ErrorInfo, type ReactNode } from 'react';
import { newId } from '../domain/ids';
import { CrashScreen } from './CrashScreen';

interface ErrorBoundaryProps {
  children: ReactNode;
  onError?: (error: Error, errorId: string, info: ErrorInfo) => void;
}

interface ErrorBoundaryState {
  error: Error | null;
  errorId: string;
}

/** Stops render errors at the screen and offers 'Try Again', which clears the error. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, errorId: '' };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error, errorId: `err-${newId()}` };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, this.state.errorId, info);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <CrashScreen
        errorId={this.state.errorId}
        message={this.state.error.message}
        onTryAgain={() => this.setState({ error: null, errorId: '' })}
      />
    );
  }
}
