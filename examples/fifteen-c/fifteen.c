/*
 * Fifteen, the sliding puzzle, as a Plateau plugin in plain C against plateau/abi.h alone:
 * no SDK, no C++. What an author writing in C (or any language with a C ABI) starts from.
 *
 * The board is N x N (3 to 5) with one hole; a move slides a tile next to the hole into it.
 * Put the tiles in order, 1 at the top left, the hole at the bottom right.
 *   Notation: the number of the tile to slide ("7").
 *   Layout: N lines of N numbers separated by blanks, 0 for the hole.
 *   Mouse: click a tile next to the hole. Keys: an arrow slides the tile on that side of
 *   the hole towards it.
 *
 * The game has no ui of its own (no new_ui): since ABI 1.3 the host calls `input` with a
 * NULL ui. Only plateau_entry is exported (-fvisibility=hidden, and the version script).
 */
#include <plateau/abi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MIN_SIZE 3
#define MAX_SIZE 5
#define MAX_CELLS (MAX_SIZE * MAX_SIZE)

/* The game's parameters: the board's side and the start. */
struct plateau_game {
    int size;
    unsigned char start[MAX_CELLS];
};

/* A position: tile numbers row by row, 0 for the hole. Immutable once made. */
struct plateau_state {
    int size;
    unsigned char tiles[MAX_CELLS];
};

static void say(const plateau_writer *writer, const char *text) {
    if (writer != NULL && writer->write != NULL) writer->write(writer->ctx, text, strlen(text));
}

static int hole_of(const plateau_state *s) {
    for (int i = 0; i < s->size * s->size; ++i)
        if (s->tiles[i] == 0) return i;
    return -1;
}

static int solved(const plateau_state *s) {
    const int cells = s->size * s->size;
    for (int i = 0; i < cells - 1; ++i)
        if (s->tiles[i] != i + 1) return 0;
    return 1;
}

/* Whether the tile at `cell` is beside the hole (and so can slide). */
static int beside_hole(const plateau_state *s, int cell) {
    const int hole = hole_of(s), n = s->size;
    const int dr = abs(cell / n - hole / n), dc = abs(cell % n - hole % n);
    return dr + dc == 1;
}

/* SplitMix64: the same start for a seed on every machine. */
static uint64_t next_random(uint64_t *x) {
    uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* A start reached by sliding from the solved board, so it can always be solved. */
static void shuffle(plateau_state *s, uint64_t seed) {
    const int n = s->size, cells = n * n;
    for (int i = 0; i < cells; ++i) s->tiles[i] = (unsigned char)((i + 1) % cells);
    for (int step = 0; step < 50 * cells || solved(s); ++step) {
        const int hole = hole_of(s);
        const int from[4] = {hole - n, hole + n, hole % n > 0 ? hole - 1 : -1,
                             hole % n < n - 1 ? hole + 1 : -1};
        const int cell = from[next_random(&seed) % 4];
        if (cell < 0 || cell >= cells) continue;
        s->tiles[hole] = s->tiles[cell];
        s->tiles[cell] = 0;
    }
}

/* "1 2 3\n4 5 6\n7 8 0\n": every number once, 0 the hole. Returns 0 and says why if not. */
static int read_layout(const char *text, size_t length, plateau_game *g,
                       const plateau_writer *error) {
    int numbers[MAX_CELLS + 1], count = 0, rows = 0, row_length = -1, in_row = 0;
    char message[160];
    for (size_t i = 0; i <= length; ++i) {
        const char c = i < length ? text[i] : '\n';
        if (c >= '0' && c <= '9') {
            int value = 0;
            while (i < length && text[i] >= '0' && text[i] <= '9') {
                if (value < 1000) value = value * 10 + (text[i] - '0');
                ++i;
            }
            --i;
            if (count == MAX_CELLS) {
                say(error, "layout: more than 25 numbers (a board is 3 to 5 tiles a side)");
                return 0;
            }
            numbers[count++] = value;
            ++in_row;
        } else if (c == '\n') {
            if (in_row == 0) continue; /* a blank line */
            if (row_length >= 0 && in_row != row_length) {
                snprintf(message, sizeof message, "layout line %d: %d numbers, %d expected",
                         rows + 1, in_row, row_length);
                say(error, message);
                return 0;
            }
            row_length = in_row;
            in_row = 0;
            ++rows;
        } else if (c != ' ' && c != '\t' && c != '\r') {
            snprintf(message, sizeof message, "layout line %d: '%c' is not a number", rows + 1, c);
            say(error, message);
            return 0;
        }
    }
    if (rows < MIN_SIZE || rows > MAX_SIZE || row_length != rows) {
        say(error, "layout: a square of 3 to 5 lines of as many numbers is needed");
        return 0;
    }
    int seen[MAX_CELLS] = {0};
    for (int i = 0; i < count; ++i) {
        if (numbers[i] >= count || seen[numbers[i]]++) {
            snprintf(message, sizeof message,
                     "layout: the numbers must be 0 to %d, each once (%d is not)", count - 1,
                     numbers[i]);
            say(error, message);
            return 0;
        }
        g->start[i] = (unsigned char)numbers[i];
    }
    g->size = rows;
    return 1;
}

/* ---- The C table's functions ------------------------------------------------------- */

static plateau_game *create(const plateau_settings *settings, uint64_t seed, const char *layout,
                            size_t layout_length, const plateau_writer *error) {
    plateau_game *g = calloc(1, sizeof *g);
    if (g == NULL) {
        say(error, "out of memory");
        return NULL;
    }
    if (layout != NULL) {
        if (!read_layout(layout, layout_length, g, error)) {
            free(g);
            return NULL;
        }
        return g;
    }
    g->size = 4;
    for (uint32_t i = 0; i < settings->count; ++i)
        if (strcmp(settings->values[i].key, "size") == 0) g->size = (int)settings->values[i].integer;
    plateau_state s = {g->size, {0}};
    shuffle(&s, seed);
    memcpy(g->start, s.tiles, sizeof s.tiles);
    return g;
}

static void destroy(plateau_game *g) { free(g); }

static plateau_state *copy_state(const plateau_state *from, const plateau_writer *error) {
    plateau_state *s = malloc(sizeof *s);
    if (s == NULL) say(error, "out of memory");
    else *s = *from;
    return s;
}

static plateau_state *initial_state(plateau_game *g, const plateau_writer *error) {
    plateau_state s = {g->size, {0}};
    memcpy(s.tiles, g->start, sizeof s.tiles);
    return copy_state(&s, error);
}

static plateau_result apply_move(plateau_game *g, const plateau_state *state, const char *move,
                                 size_t length, plateau_state **out, const plateau_writer *error) {
    (void)g;
    char message[96];
    int tile = 0;
    size_t i = 0;
    while (i < length && move[i] == ' ') ++i;
    if (i == length) {
        say(error, "a move is the number of a tile beside the hole");
        return PLATEAU_ERROR;
    }
    for (; i < length && move[i] >= '0' && move[i] <= '9' && tile < 100; ++i) {
        tile = tile * 10 + (move[i] - '0');
    }
    while (i < length && move[i] == ' ') ++i;
    const int cells = state->size * state->size;
    if (i != length || tile < 1 || tile >= cells) {
        snprintf(message, sizeof message, "'%.*s' is not a tile: 1 to %d",
                 (int)(length > 20 ? 20 : length), move, cells - 1);
        say(error, message);
        return PLATEAU_ERROR;
    }
    if (solved(state)) {
        say(error, "the game is over: the tiles are in order");
        return PLATEAU_ERROR;
    }
    int cell = 0;
    while (state->tiles[cell] != tile) ++cell;
    if (!beside_hole(state, cell)) {
        snprintf(message, sizeof message, "tile %d is not beside the hole", tile);
        say(error, message);
        return PLATEAU_ERROR;
    }
    plateau_state next = *state;
    next.tiles[hole_of(state)] = (unsigned char)tile;
    next.tiles[cell] = 0;
    *out = copy_state(&next, error);
    return *out != NULL ? PLATEAU_OK : PLATEAU_ERROR;
}

static void free_state(plateau_game *g, plateau_state *s) {
    (void)g;
    free(s);
}

static plateau_result text_form(plateau_game *g, const plateau_state *s, const plateau_writer *out,
                                const plateau_writer *error) {
    (void)g, (void)error;
    char text[MAX_SIZE * (MAX_SIZE * 3 + 1) + 1];
    size_t at = 0;
    for (int i = 0; i < s->size * s->size; ++i) {
        if (i > 0) text[at++] = i % s->size == 0 ? '\n' : ' ';
        at += (size_t)(s->tiles[i] == 0 ? snprintf(text + at, 3, " .")
                                        : snprintf(text + at, 3, "%2d", s->tiles[i]));
    }
    out->write(out->ctx, text, at);
    return PLATEAU_OK;
}

static plateau_result status(plateau_game *g, const plateau_state *s, plateau_status *out,
                             const plateau_writer *message, const plateau_writer *error) {
    (void)g, (void)error;
    memset(out, 0, sizeof *out);
    out->turn = 1;
    if (solved(s)) {
        out->turn = 0;
        out->over = 1;
        out->outcome = PLATEAU_OUTCOME_WON;
        say(message, "Every tile in order: solved!");
    }
    return PLATEAU_OK;
}

static plateau_result list_moves(plateau_game *g, const plateau_state *s, const plateau_sink *out,
                                 const plateau_writer *error) {
    (void)g, (void)error;
    if (solved(s)) return PLATEAU_OK;
    for (int cell = 0; cell < s->size * s->size; ++cell) {
        if (s->tiles[cell] == 0 || !beside_hole(s, cell)) continue;
        char move[4];
        const int n = snprintf(move, sizeof move, "%d", s->tiles[cell]);
        out->emit(out->ctx, PLATEAU_OUT_MOVE, move, (size_t)n);
    }
    return PLATEAU_OK;
}

/* Where the board sits: square cells, as large as fit, centred. */
static float cell_side(const plateau_state *s, float w, float h) {
    return (w < h ? w : h) / (float)s->size;
}

static plateau_result draw(plateau_game *g, const plateau_draw_args *args, const plateau_ui *ui,
                           const plateau_canvas *c, const plateau_writer *error) {
    (void)g, (void)ui, (void)error;
    const plateau_state *s = args->state;
    const float side = cell_side(s, args->width, args->height), gap = side * 0.05f;
    const float left = (args->width - side * (float)s->size) / 2;
    const float top = (args->height - side * (float)s->size) / 2;
    const uint32_t tile_colour = solved(s) ? 0x2ec27eff : 0x3584e4ff;
    c->fill_rect(c->ctx, left, top, side * (float)s->size, side * (float)s->size, 0x241f31ff);
    for (int i = 0; i < s->size * s->size; ++i) {
        if (s->tiles[i] == 0) continue;
        const float x = left + side * (float)(i % s->size), y = top + side * (float)(i / s->size);
        c->fill_rect(c->ctx, x + gap, y + gap, side - 2 * gap, side - 2 * gap, tile_colour);
        if (args->thumbnail && side < 24) continue; /* no text smaller than ~8 px */
        char label[4];
        const int n = snprintf(label, sizeof label, "%d", s->tiles[i]);
        c->text(c->ctx, x + side / 2, y + side / 2, side * 0.4f, 0xffffffff, PLATEAU_ALIGN_CENTRE,
                label, (size_t)n);
    }
    return PLATEAU_OK;
}

/* A click on a tile beside the hole slides it; an arrow slides the tile on that side. */
static plateau_result input(plateau_game *g, const plateau_state *s, plateau_ui *ui,
                            const plateau_input *in, plateau_input_result *result,
                            const plateau_writer *move, const plateau_writer *error) {
    (void)g, (void)ui, (void)error;
    *result = PLATEAU_INPUT_UNUSED;
    const int n = s->size, hole = hole_of(s);
    int cell = -1;
    if (in->type == PLATEAU_INPUT_POINTER_DOWN && in->button == PLATEAU_BUTTON_LEFT) {
        const float side = cell_side(s, in->width, in->height);
        const float x = in->x - (in->width - side * (float)n) / 2;
        const float y = in->y - (in->height - side * (float)n) / 2;
        if (x >= 0 && y >= 0 && x < side * (float)n && y < side * (float)n)
            cell = (int)(y / side) * n + (int)(x / side);
    } else if (in->type == PLATEAU_INPUT_KEY) {
        /* The tile that slides the way the arrow points: it is on the other side. */
        if (in->key == PLATEAU_KEY_LEFT && hole % n < n - 1) cell = hole + 1;
        if (in->key == PLATEAU_KEY_RIGHT && hole % n > 0) cell = hole - 1;
        if (in->key == PLATEAU_KEY_UP && hole / n < n - 1) cell = hole + n;
        if (in->key == PLATEAU_KEY_DOWN && hole / n > 0) cell = hole - n;
    }
    if (cell < 0 || s->tiles[cell] == 0 || !beside_hole(s, cell) || solved(s)) return PLATEAU_OK;
    char text[4];
    const int length = snprintf(text, sizeof text, "%d", s->tiles[cell]);
    move->write(move->ctx, text, (size_t)length);
    *result = PLATEAU_INPUT_MOVE;
    return PLATEAU_OK;
}

/* ---- The table ----------------------------------------------------------------------- */

static const plateau_param_def params[] = {
    {"size", "Board size", "Tiles per side", PLATEAU_PARAM_INTEGER, "4", MIN_SIZE, MAX_SIZE, 0, 0,
     NULL, 0},
};
static const plateau_preset_def presets[] = {
    {"eight", "Eight (3x3)", "size = 3\n"},
    {"fifteen", "Fifteen (4x4)", "size = 4\n"},
    {"twenty-four", "Twenty-four (5x5)", "size = 5\n"},
};

static plateau_plugin table;

__attribute__((visibility("default"))) const plateau_plugin *plateau_entry(const plateau_host *host) {
    if (host == NULL || host->abi_major != PLATEAU_ABI_MAJOR) return NULL;
    table.struct_size = sizeof table;
    table.abi_major = PLATEAU_ABI_MAJOR;
    table.abi_minor = PLATEAU_ABI_MINOR;
    table.id = "fifteen-c";
    table.name = "Fifteen (C)";
    table.version = "1.0.0";
    table.description = "Slide the tiles into order: the example plugin written in C.";
    table.how_to_play =
        "Slide a tile beside the hole into it; put the tiles in order, 1 at the top left.\n"
        "Mouse: click a tile beside the hole. Keys: an arrow slides a tile that way.\n"
        "Notation: the number of the tile to slide (e.g. 7).";
    table.params = params;
    table.param_count = sizeof params / sizeof params[0];
    table.presets = presets;
    table.preset_count = sizeof presets / sizeof presets[0];
    table.score_kind = PLATEAU_SCORE_TIME;
    table.scores_won_only = 1;
    table.create = create;
    table.destroy = destroy;
    table.initial_state = initial_state;
    table.apply_move = apply_move;
    table.free_state = free_state;
    table.text_form = text_form;
    table.status = status;
    table.draw = draw;
    table.list_moves = list_moves;
    table.input = input;
    return &table;
}
