import { useCallback, useEffect, useMemo, useState, type RefObject } from 'react';
import { select, type Selection } from 'd3-selection';
// Adds selection.transition(), for the gliding view changes.
import 'd3-transition';
import type { Transition } from 'd3-transition';
import { zoom, zoomIdentity, zoomTransform, type D3ZoomEvent, type ZoomBehavior } from 'd3-zoom';
import { MAP_SIZE, viewCentredOn, type MapView } from './fleetGeo';

/** How far the map zooms out and in, relative to the view that fits the routes. */
export const MAP_SCALE_EXTENT: [number, number] = [0.5, 16];
/** One step of the zoom buttons and the +/- keys. */
export const ZOOM_STEP = 1.5;
/** One step of the arrow keys, in map units on screen. */
export const PAN_STEP = 80;

const DURATION = 250;

/** The view, and changes to it (stable across renders: effects may depend on them). */
export interface MapZoom {
  view: MapView;
  zoomBy(factor: number): void;
  /** Moves the map's content by (dx, dy) screen units. */
  panBy(dx: number, dy: number): void;
  reset(): void;
  /** Puts a projected point at the centre, zooming in to at least `minScale`. */
  centreOn(point: readonly [number, number], minScale?: number): void;
}

/** Whether view changes may glide: not when the user asked for reduced motion (or it cannot be known). */
function mayAnimate(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Pan and zoom of an SVG map by d3-zoom: mouse wheel and drag, touch pinch and drag, double click, plus
 * the calls the buttons and keys make. The view lives in React state so markers can keep their size.
 */
export function useMapZoom(svgRef: RefObject<SVGSVGElement | null>): MapZoom {
  const [view, setView] = useState<MapView>({ k: 1, x: 0, y: 0 });
  const behaviour = useMemo<ZoomBehavior<SVGSVGElement, unknown>>(
    () =>
      zoom<SVGSVGElement, unknown>()
        // Given explicitly: d3 would otherwise measure the element (jsdom cannot).
        .extent([
          [0, 0],
          [MAP_SIZE.width, MAP_SIZE.height],
        ])
        .scaleExtent(MAP_SCALE_EXTENT)
        // The routes' region and as much again around it: panning cannot lose the map.
        .translateExtent([
          [-MAP_SIZE.width, -MAP_SIZE.height],
          [2 * MAP_SIZE.width, 2 * MAP_SIZE.height],
        ])
        .on('zoom', (event: D3ZoomEvent<SVGSVGElement, unknown>) => {
          const { k, x, y } = event.transform;
          setView({ k, x, y });
        }),
    [],
  );

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const selection = select(svg);
    selection.call(behaviour);
    return () => {
      selection.interrupt();
      selection.on('.zoom', null);
    };
  }, [svgRef, behaviour]);

  /** The map's selection, or a short transition on it when motion is welcome. */
  const target = useCallback((): ZoomTarget | null => {
    const svg = svgRef.current;
    if (!svg) return null;
    const selection = select(svg);
    return mayAnimate() ? selection.transition().duration(DURATION) : selection;
  }, [svgRef]);

  const actions = useMemo<Omit<MapZoom, 'view'>>(() => {
    const apply = (change: (t: ZoomTarget) => void) => {
      const t = target();
      if (t) change(t);
    };
    // The scale now (mid-glide included), as d3 keeps it on the element.
    const scale = () => (svgRef.current ? zoomTransform(svgRef.current).k : 1);
    return {
      zoomBy: (factor) => apply((t) => behaviour.scaleBy(t, factor)),
      panBy: (dx, dy) => apply((t) => behaviour.translateBy(t, dx / scale(), dy / scale())),
      reset: () => apply((t) => behaviour.transform(t, zoomIdentity)),
      centreOn: (point, minScale = 1) => {
        const k = Math.max(scale(), minScale);
        const { x, y } = viewCentredOn(point, k);
        apply((t) => behaviour.transform(t, zoomIdentity.translate(x, y).scale(k)));
      },
    };
  }, [svgRef, target, behaviour]);

  return useMemo(() => ({ view, ...actions }), [view, actions]);
}

type ZoomTarget =
  Selection<SVGSVGElement, unknown, null, undefined> | Transition<SVGSVGElement, unknown, null, undefined>;
