# Ranges and sensitivity (issue 16): every money figure as a band, and which assumption moves it most.
target_sources(gputco_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/AbCostChance.h
    ${CMAKE_CURRENT_LIST_DIR}/AbCostChance.cpp
    ${CMAKE_CURRENT_LIST_DIR}/CardMoneyBase.h
    ${CMAKE_CURRENT_LIST_DIR}/CardMoneyBase.cpp
    ${CMAKE_CURRENT_LIST_DIR}/DeterministicRandom.h
    ${CMAKE_CURRENT_LIST_DIR}/DeterministicRandom.cpp
    ${CMAKE_CURRENT_LIST_DIR}/MonteCarlo.h
    ${CMAKE_CURRENT_LIST_DIR}/MonteCarlo.cpp
    ${CMAKE_CURRENT_LIST_DIR}/OptionShares.h
    ${CMAKE_CURRENT_LIST_DIR}/OptionShares.cpp
    ${CMAKE_CURRENT_LIST_DIR}/Percentiles.h
    ${CMAKE_CURRENT_LIST_DIR}/Percentiles.cpp
    ${CMAKE_CURRENT_LIST_DIR}/RelativeRange.h
    ${CMAKE_CURRENT_LIST_DIR}/Tornado.h
    ${CMAKE_CURRENT_LIST_DIR}/Tornado.cpp
    ${CMAKE_CURRENT_LIST_DIR}/Triangular.h
    ${CMAKE_CURRENT_LIST_DIR}/Triangular.cpp
    ${CMAKE_CURRENT_LIST_DIR}/UncertainInput.h
    ${CMAKE_CURRENT_LIST_DIR}/UncertainInput.cpp
    ${CMAKE_CURRENT_LIST_DIR}/UncertaintyAnalysis.h
    ${CMAKE_CURRENT_LIST_DIR}/UncertaintyAnalysis.cpp
    ${CMAKE_CURRENT_LIST_DIR}/UncertaintyModel.h
    ${CMAKE_CURRENT_LIST_DIR}/UncertaintyModel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/UncertaintyState.h
    ${CMAKE_CURRENT_LIST_DIR}/UncertaintyState.cpp
)
