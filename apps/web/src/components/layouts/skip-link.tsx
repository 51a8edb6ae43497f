import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the Tab key on a staff screen (WCAG 2.4.1): past the header and the sidebar's
 * ten links to the screen itself. Focus is moved by hand: a bare `#main-content` would also go
 * through the router's history.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.link} onClick={skip}>
      {t('a11y.skipToContent')}
    </a>
  );
}
