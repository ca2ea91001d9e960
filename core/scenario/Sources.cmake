target_sources(gputco_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/EconomicsNote.h
)
