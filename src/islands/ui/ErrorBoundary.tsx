// Shows the default error screen (docs/rules/client.md, "Errors") when an island fails to render or load:
// "Unexpected Application Error!" then the status and text, or the message, and a way back: the home
// page, My courses, or trying the same address again.
import { Component, type ReactNode } from 'react';
import { localizePath } from '../../lib/i18n.ts';
import { m } from '../../paraglide/messages.js';
import { errorDetail, errorHeading } from '../../scripts/error-page.ts';

type State = { error: unknown };
type Props = {
  children: ReactNode;
  /** A screen's own frame for the error (the lesson player keeps its bar and names what is missing). */
  renderError?: (error: unknown) => ReactNode;
};

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    if (this.props.renderError) return this.props.renderError(this.state.error);
    return (
      <section className="app-error" role="alert">
        <h1>{errorHeading()}</h1>
        <p>{errorDetail(this.state.error)}</p>
        <p className="app-error__actions">
          <a href={localizePath('/')}>{m.member_error_home()}</a>
          <a href={localizePath('/my-courses')}>{m.member_error_my_courses()}</a>
          <button type="button" className="btn btn--ghost" onClick={() => location.reload()}>
            {m.member_try_again()}
          </button>
        </p>
      </section>
    );
  }
}
