/*
 * A plugin for the loader's tests, in plain C against abi.h only. Built once as a valid
 * plugin (a trivial counter game) and once per defect, each switched on by a definition:
 *
 *   TEST_PLUGIN_ID, TEST_PLUGIN_NAME   the identity (default "counter", "Counter")
 *   TEST_WRONG_MAJOR                   abi_major 2
 *   TEST_SHORT_TABLE                   struct_size 16
 *   TEST_V1_0_TABLE                    a plugin built for ABI 1.0: struct_size and
 *                                      abi_minor of 1.0, and past its end a rankable
 *                                      function and a menu key the host must not see
 *   TEST_NULL_DRAW                     draw is NULL
 *   TEST_ENTRY_RETURNS_NULL            plateau_entry returns NULL (it wants a newer host)
 *   TEST_DUPLICATE_PARAM_KEYS          two parameters with the key "size"
 *   TEST_UNRESOLVED_SYMBOL             needs a function no library defines, so the
 *                                      dynamic loader refuses it
 *   TEST_EXTRA_EXPORT                  exports a second function: it loads, with a warning
 *
 * Only plateau_entry is exported (hidden visibility for everything else), but with
 * TEST_EXTRA_EXPORT.
 */
#include <plateau/abi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef TEST_PLUGIN_ID
#define TEST_PLUGIN_ID "counter"
#endif
#ifndef TEST_PLUGIN_NAME
#define TEST_PLUGIN_NAME "Counter"
#endif

/* The game's functions are stubs that ignore most of their arguments. */
#pragma GCC diagnostic ignored "-Wunused-parameter"

/* The state is a count; the move "+" adds one. */
struct plateau_game {
    int start;
};
struct plateau_state {
    int count;
};

static void write_text(const plateau_writer *writer, const char *text) {
    writer->write(writer->ctx, text, strlen(text));
}

static plateau_game *create(const plateau_settings *settings, uint64_t seed, const char *layout,
                            size_t layout_length, const plateau_writer *error) {
    plateau_game *game = calloc(1, sizeof *game);
    if (game == NULL) write_text(error, "Out of memory.");
    return game;
}

static void destroy(plateau_game *game) { free(game); }

static plateau_state *make_state(int count, const plateau_writer *error) {
    plateau_state *state = malloc(sizeof *state);
    if (state == NULL) {
        write_text(error, "Out of memory.");
        return NULL;
    }
    state->count = count;
    return state;
}

static plateau_state *initial_state(plateau_game *game, const plateau_writer *error) {
    return make_state(game->start, error);
}

static plateau_result apply_move(plateau_game *game, const plateau_state *state, const char *move,
                                 size_t move_length, plateau_state **out,
                                 const plateau_writer *error) {
    if (move_length != 1 || move[0] != '+') {
        write_text(error, "The only move is '+'.");
        return PLATEAU_ERROR;
    }
    *out = make_state(state->count + 1, error);
    return *out != NULL ? PLATEAU_OK : PLATEAU_ERROR;
}

static void free_state(plateau_game *game, plateau_state *state) { free(state); }

static plateau_result text_form(plateau_game *game, const plateau_state *state,
                                const plateau_writer *out, const plateau_writer *error) {
    char text[16];
    snprintf(text, sizeof text, "%d", state->count);
    write_text(out, text);
    return PLATEAU_OK;
}

static plateau_result status(plateau_game *game, const plateau_state *state, plateau_status *out,
                             const plateau_writer *message, const plateau_writer *error) {
    memset(out, 0, sizeof *out);
    out->turn = 1;
    out->has_score = 1;
    out->score = state->count;
    return PLATEAU_OK;
}

#ifndef TEST_NULL_DRAW
static plateau_result draw(plateau_game *game, const plateau_draw_args *args, const plateau_ui *ui,
                           const plateau_canvas *canvas, const plateau_writer *error) {
    canvas->fill_rect(canvas->ctx, 0, 0, args->width, args->height, 0x000000ffu);
    return PLATEAU_OK;
}
#endif

#ifdef TEST_V1_0_TABLE
/* Past the end of a 1.0 table: a host that read it would never rank a game. */
static int32_t never_rankable(plateau_game *game, const plateau_state *state,
                              const plateau_ui *ui) {
    return 0;
}
#endif

static const char *const colours[] = {"red", "green"};

static const plateau_param_def params[] = {
    {"size", "Size", "How far to count.", PLATEAU_PARAM_INTEGER, "10", 1, 100, 0, 0, NULL, 0},
#ifdef TEST_DUPLICATE_PARAM_KEYS
    {"size", "Size again", "", PLATEAU_PARAM_INTEGER, "5", 1, 100, 0, 0, NULL, 0},
#endif
    {"colour", "Colour", "", PLATEAU_PARAM_CHOICE, "\"red\"", 0, 0, 0, 0, colours, 2},
};

static const plateau_plugin table = {
#ifdef TEST_SHORT_TABLE
    .struct_size = 16,
#elif defined(TEST_V1_0_TABLE)
    .struct_size = PLATEAU_PLUGIN_V1_SIZE,
#else
    .struct_size = sizeof(plateau_plugin),
#endif
#ifdef TEST_WRONG_MAJOR
    .abi_major = 2,
#else
    .abi_major = PLATEAU_ABI_MAJOR,
#endif
#ifdef TEST_V1_0_TABLE
    .abi_minor = 0,
    .rankable = never_rankable,
    .menu_key = 'x',
#else
    .abi_minor = PLATEAU_ABI_MINOR,
#endif
    .id = TEST_PLUGIN_ID,
    .name = TEST_PLUGIN_NAME,
    .version = "1.0.0",
    .description = "Counts moves.",
    .how_to_play = "Type + to count.",
    .params = params,
    .param_count = sizeof params / sizeof params[0],
    .score_kind = PLATEAU_SCORE_POINTS,
    .create = create,
    .destroy = destroy,
    .initial_state = initial_state,
    .apply_move = apply_move,
    .free_state = free_state,
    .text_form = text_form,
    .status = status,
#ifndef TEST_NULL_DRAW
    .draw = draw,
#endif
};

#ifdef TEST_UNRESOLVED_SYMBOL
int symbol_nobody_defines(void);
#endif

#ifdef TEST_EXTRA_EXPORT
__attribute__((visibility("default"))) int plateau_test_extra_export(void) { return 1; }
#endif

__attribute__((visibility("default"))) const plateau_plugin *plateau_entry(
    const plateau_host *host) {
#ifdef TEST_UNRESOLVED_SYMBOL
    if (symbol_nobody_defines() != 0) return NULL;
#endif
#ifdef TEST_ENTRY_RETURNS_NULL
    /* As a plugin does when the host's table is too old for it. */
    return host->abi_minor >= 99 ? &table : NULL;
#else
    return host->abi_major == PLATEAU_ABI_MAJOR ? &table : NULL;
#endif
}
