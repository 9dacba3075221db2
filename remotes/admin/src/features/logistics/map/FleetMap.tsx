import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { geoPath } from 'd3-geo';
import { IconFocusCentered, IconMinus, IconPlus } from '@tabler/icons-react';
import type { Vehicle } from '@atrium/contracts';
import { IconButton, VisuallyHidden } from '@atrium/ui';
import { vehicleName } from '../components/vehicleFormat';
import { MAP_SIZE, applyView, fitProjection, positionAlongRoute, routeOf } from './fleetGeo';
import { MAP_SCALE_EXTENT, PAN_STEP, ZOOM_STEP, useMapZoom } from './useMapZoom';
import { countriesNamed, worldShapes } from './worldAtlas';

const Frame = styled.div`
  position: relative;
  block-size: 100%;
  min-block-size: 16rem;
`;

const Viewport = styled.div`
  block-size: 100%;
  border-radius: ${({ theme }) => theme.radius.md}px;
  overflow: hidden;
  /* The sea. */
  background: ${({ theme }) => theme.palette.info.tonal};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: 2px;
  }
  svg {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    cursor: grab;
    /* Geography is not mirrored in right-to-left languages. */
    direction: ltr;
  }
  svg:active {
    cursor: grabbing;
  }
  .land {
    fill: ${({ theme }) => theme.palette.background.paper};
  }
  .fleet-country {
    fill: ${({ theme }) => theme.palette.primary.tonal};
  }
  .borders {
    fill: none;
    stroke: ${({ theme }) => theme.palette.divider};
    stroke-width: 1;
    vector-effect: non-scaling-stroke;
  }
  .route {
    fill: none;
    stroke: ${({ theme }) => theme.palette.text.disabled};
    stroke-width: 1.5;
    stroke-dasharray: 4 4;
    vector-effect: non-scaling-stroke;
  }
  .route[data-selected='true'] {
    stroke: ${({ theme }) => theme.palette.primary.main};
    stroke-width: 3;
    stroke-dasharray: none;
  }
  .marker {
    cursor: pointer;
  }
  .marker circle.dot {
    fill: ${({ theme }) => theme.palette.info.main};
    stroke: ${({ theme }) => theme.palette.background.paper};
    stroke-width: 2;
    vector-effect: non-scaling-stroke;
  }
  .marker[data-arrived='true'] circle.dot {
    fill: ${({ theme }) => theme.palette.success.main};
  }
  .marker[aria-pressed='true'] circle.dot {
    fill: ${({ theme }) => theme.palette.primary.main};
  }
  .marker circle.halo {
    fill: ${({ theme }) => theme.palette.primary.main};
    opacity: 0.25;
  }
  .marker:hover circle.dot {
    stroke: ${({ theme }) => theme.palette.text.primary};
  }
  .city {
    fill: ${({ theme }) => theme.palette.text.primary};
    font-weight: 500;
    font-family: ${({ theme }) => theme.font.family};
    paint-order: stroke;
    stroke: ${({ theme }) => theme.palette.background.paper};
    stroke-width: 3px;
    stroke-linejoin: round;
    vector-effect: non-scaling-stroke;
  }
  .end {
    fill: ${({ theme }) => theme.palette.background.paper};
    stroke: ${({ theme }) => theme.palette.primary.main};
    stroke-width: 2;
    vector-effect: non-scaling-stroke;
  }
`;

const Controls = styled.div`
  position: absolute;
  inset-block-start: 0.75rem;
  inset-inline-end: 0.75rem;
  display: grid;
  gap: 0.25rem;
  padding: 0.25rem;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.palette.background.paper};
  box-shadow: ${({ theme }) => theme.shadows[1]};
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: 1px;
  }
`;

/**
 * Map units per screen pixel: the SVG scales its drawing to its box, so a marker drawn 6 units wide
 * would shrink to a dot on a phone. Measured as the element is resized (1 until it is laid out).
 */
function useScreenUnit(svgRef: RefObject<SVGSVGElement | null>): number {
  const [unit, setUnit] = useState(1);
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const measure = () => {
      const { width, height } = svg.getBoundingClientRect();
      if (width > 0 && height > 0) {
        // preserveAspectRatio "meet": the larger ratio is the one drawn.
        const next = Math.max(MAP_SIZE.width / width, MAP_SIZE.height / height);
        setUnit(Math.min(3, Math.max(0.75, Math.round(next * 100) / 100)));
      }
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(svg);
    return () => observer.disconnect();
  }, [svgRef]);
  return unit;
}

export interface FleetMapProps {
  vehicles: readonly Vehicle[];
  selectedId?: number;
  onSelect(id: number): void;
}

/**
 * The fleet on a map drawn offline (Natural Earth countries, d3-geo): each vehicle's route from its start
 * to its end city, the vehicle placed along it by its progress, the selected one highlighted and centred.
 * Pan and zoom by wheel, drag, pinch, the +/- and arrow keys on the focused map, or the buttons.
 */
export function FleetMap({ vehicles, selectedId, onSelect }: FleetMapProps) {
  const { t } = useTranslation('admin');
  const helpId = useId();
  const svgRef = useRef<SVGSVGElement>(null);
  const { view, zoomBy, panBy, reset, centreOn } = useMapZoom(svgRef);
  const unit = useScreenUnit(svgRef);

  // Re-fitted only when the routes' ends change (a page of vehicles loaded), not on every render.
  const routeKey = vehicles.map((v) => `${v.startCoordinates}>${v.endCoordinates}`).join('|');
  const projection = useMemo(() => fitProjection(vehicles), [routeKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const countryNames = [...new Set(vehicles.flatMap((v) => [v.startCountry, v.endCountry]))].sort().join('|');

  const world = useMemo(() => {
    const path = geoPath(projection);
    const shapes = worldShapes();
    const fleet = countriesNamed(new Set(countryNames.split('|')));
    return (
      <g aria-hidden="true">
        <path className="land" d={path(shapes.countries) ?? undefined} />
        <path
          className="fleet-country"
          d={path({ type: 'FeatureCollection', features: fleet }) ?? undefined}
        />
        <path className="borders" d={path(shapes.borders) ?? undefined} />
      </g>
    );
  }, [projection, countryNames]);

  const placed = useMemo(() => {
    const path = geoPath(projection);
    return vehicles.map((vehicle) => ({
      vehicle,
      route: path(routeOf(vehicle)) ?? '',
      at: projection(positionAlongRoute(vehicle)) ?? ([0, 0] as [number, number]),
      start: projection(vehicle.startCoordinates) ?? ([0, 0] as [number, number]),
      end: projection(vehicle.endCoordinates) ?? ([0, 0] as [number, number]),
    }));
  }, [vehicles, projection]);
  const selected = placed.find((p) => p.vehicle.id === selectedId);
  // The selected one is drawn last, over the others.
  const ordered = selected ? [...placed.filter((p) => p !== selected), selected] : placed;

  const centreX = selected?.at[0];
  const centreY = selected?.at[1];
  useEffect(() => {
    if (centreX !== undefined && centreY !== undefined) centreOn([centreX, centreY]);
  }, [selectedId, centreX, centreY, centreOn]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    switch (event.key) {
      case '+':
      case '=':
        zoomBy(ZOOM_STEP);
        break;
      case '-':
      case '_':
        zoomBy(1 / ZOOM_STEP);
        break;
      case '0':
        reset();
        break;
      // The content moves the other way, so the map shows what lies in the arrow's direction.
      case 'ArrowLeft':
        panBy(PAN_STEP, 0);
        break;
      case 'ArrowRight':
        panBy(-PAN_STEP, 0);
        break;
      case 'ArrowUp':
        panBy(0, PAN_STEP);
        break;
      case 'ArrowDown':
        panBy(0, -PAN_STEP);
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  // Markers and labels keep their size on screen, however small the map is drawn.
  const markerRadius = 6 * unit;
  return (
    <Frame>
      <Viewport
        role="application"
        aria-roledescription={t('logistics.map.roleDescription')}
        aria-label={t('logistics.map.label')}
        aria-describedby={helpId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-scale={view.k.toFixed(3)}
      >
        <svg
          ref={svgRef}
          viewBox={`0 0 ${MAP_SIZE.width} ${MAP_SIZE.height}`}
          preserveAspectRatio="xMidYMid meet"
          data-testid="fleet-map-canvas"
        >
          <g transform={`translate(${view.x},${view.y}) scale(${view.k})`}>
            {world}
            <g aria-hidden="true">
              {ordered.map(({ vehicle, route }) => (
                <path
                  key={vehicle.id}
                  className="route"
                  d={route}
                  data-selected={vehicle.id === selectedId}
                />
              ))}
            </g>
          </g>
          {selected && (
            <g aria-hidden="true">
              {[
                { at: selected.start, city: selected.vehicle.startCity },
                { at: selected.end, city: selected.vehicle.endCity },
              ].map(({ at, city }, i) => {
                const [x, y] = applyView(view, at);
                return (
                  <g key={i}>
                    <circle className="end" cx={x} cy={y} r={4 * unit} />
                    <text className="city" x={x + 8 * unit} y={y - 8 * unit} fontSize={13 * unit}>
                      {city}
                    </text>
                  </g>
                );
              })}
            </g>
          )}
          {ordered.map(({ vehicle, at }) => {
            const [x, y] = applyView(view, at);
            const isSelected = vehicle.id === selectedId;
            const name = vehicleName(vehicle.location);
            const label = t('logistics.map.marker', {
              name,
              start: vehicle.startCity,
              end: vehicle.endCity,
              progress: vehicle.progress,
            });
            return (
              <g
                key={vehicle.id}
                className="marker"
                role="button"
                tabIndex={-1}
                aria-label={label}
                aria-pressed={isSelected}
                data-arrived={vehicle.progress >= 100}
                transform={`translate(${x},${y})`}
                onClick={() => onSelect(vehicle.id)}
              >
                <title>{label}</title>
                {isSelected && <circle className="halo" r={markerRadius * 2.6} />}
                <circle className="dot" r={isSelected ? markerRadius * 1.5 : markerRadius} />
              </g>
            );
          })}
        </svg>
      </Viewport>
      <Controls role="group" aria-label={t('logistics.map.controls')}>
        <IconButton
          size="sm"
          aria-label={t('logistics.map.zoomIn')}
          disabled={view.k >= MAP_SCALE_EXTENT[1]}
          onClick={() => zoomBy(ZOOM_STEP)}
        >
          <IconPlus size={18} aria-hidden="true" />
        </IconButton>
        <IconButton
          size="sm"
          aria-label={t('logistics.map.zoomOut')}
          disabled={view.k <= MAP_SCALE_EXTENT[0]}
          onClick={() => zoomBy(1 / ZOOM_STEP)}
        >
          <IconMinus size={18} aria-hidden="true" />
        </IconButton>
        <IconButton size="sm" aria-label={t('logistics.map.reset')} onClick={reset}>
          <IconFocusCentered size={18} aria-hidden="true" />
        </IconButton>
      </Controls>
      <VisuallyHidden id={helpId}>{t('logistics.map.help')}</VisuallyHidden>
    </Frame>
  );
}
