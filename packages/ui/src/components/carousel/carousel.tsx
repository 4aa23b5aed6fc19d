import { Box, chakra, IconButton, type HTMLChakraProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";
import { useThemeSlotRecipe, type SlotRecipeVariants } from "../../theme/use-theme-slot-recipe";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

export type CarouselProps = Omit<HTMLChakraProps<"section">, "children"> &
  SlotRecipeVariants<"carousel"> & {
    slides: ReactNode[];
    /**
     * Milliseconds each slide stays before the next one (after the last comes the first).
     * @default 5000
     */
    interval?: number;
    /**
     * Whether it starts rotating on its own. Never when the user prefers reduced motion.
     * @default true
     */
    autoPlay?: boolean;
    /**
     * The carousel's accessible name.
     * @default "精选内容" (translated)
     */
    label?: string;
  };

const isTyping = (target: EventTarget) =>
  target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * Slides that loop every `interval` ms, following the WAI-ARIA carousel pattern: rotation pauses
 * while the pointer is over it or focus is inside, can be stopped with its own button, and does not
 * happen at all for users who prefer reduced motion. Previous/next and dot buttons, and the arrow
 * keys while focus is inside, move between slides.
 */
export function Carousel(props: CarouselProps) {
  const { slides, interval = 5000, autoPlay = true, label, variant, ...rest } = props;
  const { t } = useLingui();
  const styles = useThemeSlotRecipe("carousel")({ variant });
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;

  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(autoPlay);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const canRotate = count > 1 && !reducedMotion;
  const rotating = canRotate && playing && !hovered && !focused;
  const current = count === 0 ? 0 : Math.min(index, count - 1);

  useEffect(() => {
    if (!rotating) return;
    // Restarted by every change of slide, so a manual move gets a full interval too.
    const timer = setTimeout(() => setIndex((shown) => (shown + 1) % count), interval);
    return () => clearTimeout(timer);
  }, [rotating, current, interval, count]);

  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2 || isTyping(event.target)) return;
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (step == null) return;
    event.preventDefault();
    go(current + step);
  };

  const onFocus = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(true);
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  const toggleRotation = () => {
    // Starting it again is explicit, so it rotates even though focus is now inside.
    if (!playing) setFocused(false);
    setPlaying(!playing);
  };

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={label ?? t`精选内容`}
      css={styles.root}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      {...rest}
    >
      {/* Announces slide changes the user makes, not the automatic ones. */}
      <Box css={styles.viewport} aria-live={rotating ? "off" : "polite"}>
        <Box css={styles.track} style={{ transform: `translateX(${-current * 100}%)` }}>
          {slides.map((slide, position) => (
            <Box
              // The slides are a fixed list given by the caller: their position is their identity.
              key={position}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} / ${count}`}
              aria-hidden={position !== current || undefined}
              inert={position !== current}
              css={styles.slide}
            >
              {slide}
            </Box>
          ))}
        </Box>
      </Box>
      {count > 1 && (
        <Box css={styles.controls}>
          {canRotate && (
            <IconButton
              variant="ghost"
              size="sm"
              css={styles.control}
              aria-label={playing ? t`暂停自动播放` : t`开始自动播放`}
              onClick={toggleRotation}
            >
              {playing ? <Pause /> : <Play />}
            </IconButton>
          )}
          <IconButton variant="ghost" size="sm" css={styles.control} aria-label={t`上一张`} onClick={() => go(current - 1)}>
            <ChevronLeft />
          </IconButton>
          <Box css={styles.dots}>
            {slides.map((_, position) => {
              const number = position + 1;
              return (
                <chakra.button
                  type="button"
                  key={position}
                  css={styles.dot}
                  aria-label={t`第 ${number} 张`}
                  aria-current={position === current}
                  onClick={() => go(position)}
                />
              );
            })}
          </Box>
          <IconButton variant="ghost" size="sm" css={styles.control} aria-label={t`下一张`} onClick={() => go(current + 1)}>
            <ChevronRight />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
