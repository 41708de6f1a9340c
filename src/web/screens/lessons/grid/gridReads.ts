/** The reads a write of the grid refreshes: frame.grid (the lessons, the requests and their free seats). */
export const GRID_READS: readonly string[] = ['/api/v1/frame-divide/grid'];
