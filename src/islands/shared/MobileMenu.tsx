import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { NavLink } from '../../lib/navigation';
import { keepFocusInside } from './focus-trap';
import styles from './MobileMenu.module.css';

interface Props {
  id: string;
  open: boolean;
  onClose: () => void;
  currentPath: string;
  links: readonly NavLink[];
  inquiryLabel: string;
  inquiryLinks: readonly NavLink[];
  closeIcon: ReactNode;
  chevron: ReactNode;
}

/**
 * The tablet and phone menu panel. The 4th item (문의하기) toggles its sub-list; every other
 * item navigates and closes the sub-list. Escape or the close icon closes the panel.
 */
export function MobileMenu({ id, open, onClose, currentPath, links, inquiryLabel, inquiryLinks, closeIcon, chevron }: Props) {
  const [subOpen, setSubOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) {
      setSubOpen(false);
      return;
    }
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      if (e.key === 'Tab') keepFocusInside(e, panelRef.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  const navigate = () => {
    setSubOpen(false);
    onClose();
  };

  return (
    <div className={styles.layer} data-open={open}>
      <div className={styles.backdrop} data-open={open} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id={id}
        className={styles.panel}
        data-open={open}
        role="dialog"
        aria-modal="true"
        aria-label="전체 메뉴"
        inert={!open}
      >
        <button ref={closeRef} type="button" className={styles.close} aria-label="메뉴 닫기" onClick={onClose}>
          {closeIcon}
        </button>
        <nav aria-label="모바일 메뉴">
          <ul role="list" className={styles.list}>
            {links.slice(0, 3).map((link) => (
              <MenuLink key={link.href} link={link} currentPath={currentPath} onNavigate={navigate} />
            ))}
            <li>
              <button
                type="button"
                className={styles.item}
                aria-expanded={subOpen}
                aria-controls={`${id}-inquiry`}
                onClick={() => setSubOpen((v) => !v)}
              >
                {inquiryLabel}
                <span className={styles.chevron} data-open={subOpen}>
                  {chevron}
                </span>
              </button>
              <ul id={`${id}-inquiry`} role="list" className={styles.subList} hidden={!subOpen}>
                {inquiryLinks.map((link) => (
                  <MenuLink key={link.href} link={link} currentPath={currentPath} onNavigate={navigate} sub />
                ))}
              </ul>
            </li>
            {links.slice(3).map((link) => (
              <MenuLink key={link.href} link={link} currentPath={currentPath} onNavigate={navigate} />
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}

function MenuLink({ link, currentPath, onNavigate, sub = false }: { link: NavLink; currentPath: string; onNavigate: () => void; sub?: boolean }) {
  return (
    <li>
      <a
        className={sub ? styles.subItem : styles.item}
        href={link.href}
        aria-current={currentPath === link.href ? 'page' : undefined}
        onClick={onNavigate}
      >
        {link.label}
      </a>
    </li>
  );
}
